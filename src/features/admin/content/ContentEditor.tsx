/**
 * The back office's home page, menu and footer editor (issue 31, item 2): the storefront framed
 * in preview mode beside tabs for the home sections, the menu and the footer of the language
 * being edited. Drafts are saved to the server as they change (content-editor.store.ts) and
 * shown in the frame (content-frame.ts); the toolbox in the frame opens, moves and removes
 * sections here. "Publish" saves what is left and posts the publish form; the page reloads
 * with the result; "Discard the draft" asks first (ConfirmSubmit). Hydrated in the back office
 * only: shoppers' pages never load it.
 */
// First: the schemas below are built without zod's eval probe (the CSP forbids eval).
import "./zod-jitless";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { SelectField } from "../../../components/ui/SelectField";
import { Tabs } from "../../../components/ui/Tabs";
import type { ContentDraftsJson, ContentKindName } from "../../../contracts/content-drafts.types";
import type { PickerCollection } from "../../../contracts/content-picker.types";
import {
  $drafts,
  $lang,
  $open,
  $problems,
  goToProblem,
  hasUnsaved,
  initEditor,
  saveNow,
} from "./content-editor.store";
import { connectFrame } from "./content-frame";
import { ConfirmSubmit, type ConfirmTexts } from "../ConfirmSubmit";
import type { ContentKey } from "./content.messages";
import { FooterForm } from "./FooterForm";
import { MenuForm } from "./MenuForm";
import { useProblemFocus } from "./problems/use-problem-focus";
import { $collections } from "./products/products-picker";
import { SaveStatus } from "./SaveStatus";
import { SectionList } from "./SectionList";
import "./content-editor.css";

type Texts = Record<ContentKey, string>;
type Tab = "section" | "menu" | "footer";

export interface ContentEditorProps {
  m: Texts;
  drafts: ContentDraftsJson;
  changed: ContentKindName[];
  lang: string;
  langs: string[];
  csrf: string;
  /** The framed storefront's first address (`/?preview=true`). */
  frameSrc: string;
  /** The product groups and manufacturers a product group section can show. */
  collections: PickerCollection[];
  /** "Discard the draft" asks first (issue 44): the confirmation's texts. */
  discardConfirm: ConfirmTexts;
}

export default function ContentEditor(props: ContentEditorProps) {
  const { m, langs, csrf, discardConfirm } = props;
  const [ready] = useState(() => {
    initEditor({ drafts: props.drafts, lang: props.lang, langs, csrf, changed: props.changed });
    $collections.set(props.collections);
    return true;
  });
  const drafts = useStore($drafts) ?? props.drafts;
  const lang = useStore($lang);
  const open = useStore($open);
  const [tab, setTab] = useState<Tab>("section");
  const [wide, setWide] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame loads once its messages are listened to, so its first "ready" is never missed.
  const [src, setSrc] = useState<string | undefined>(undefined);
  useProblemFocus();

  useEffect(() => {
    if (!frame.current || !ready) return undefined;
    const stop = connectFrame(frame.current);
    setSrc(props.frameSrc);
    return stop;
  }, [ready, props.frameSrc]);
  useEffect(() => {
    if (open) setTab(open.what);
  }, [open]);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (hasUnsaved()) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const publish = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    // A field the draft schema refuses is shown and focused instead: nothing is published.
    const [problem] = $problems.get();
    if (problem) return goToProblem(problem);
    if (await saveNow()) form.submit();
    return undefined;
  };

  return (
    <div className="content-editor">
      <div className="content-editor__bar">
        <SelectField
          label={m["adminContent.lang"]}
          value={lang}
          options={langs.map((l) => ({ value: l, label: l.toUpperCase() }))}
          onChange={(e) => $lang.set(e.currentTarget.value)}
        />
        <SaveStatus m={m} uiLang={props.lang} />
        <div className="content-editor__actions">
          <form method="post" action="/admin/content/publish" onSubmit={(e) => void publish(e)}>
            <input type="hidden" name="csrf" value={csrf} />
            <Button type="submit">{m["adminContent.publish"]}</Button>
          </form>
          <form method="post" action="/admin/content/discard">
            <input type="hidden" name="csrf" value={csrf} />
            <ConfirmSubmit
              id="discard"
              label={m["adminContent.discard"]}
              variant="secondary"
              texts={discardConfirm}
            />
          </form>
        </div>
      </div>
      <section className="content-editor__preview" aria-label={m["adminContent.preview"]}>
        <div className="content-editor__actions">
          <Button variant="secondary" size="sm" aria-pressed={!wide} onClick={() => setWide(false)}>
            {m["adminContent.preview.phone"]}
          </Button>
          <Button variant="secondary" size="sm" aria-pressed={wide} onClick={() => setWide(true)}>
            {m["adminContent.preview.wide"]}
          </Button>
        </div>
        <iframe
          ref={frame}
          className={
            wide ? "content-editor__frame" : "content-editor__frame content-editor__frame--phone"
          }
          title={m["adminContent.preview.frame"]}
          src={src}
        />
      </section>
      <div className="content-editor__tabs">
        <Tabs
          label={m["adminContent.title"]}
          selected={tab}
          onSelect={setTab}
          tabs={[
            { value: "section", label: m["adminContent.sections"] },
            { value: "menu", label: m["adminContent.menu"] },
            { value: "footer", label: m["adminContent.footer"] },
          ]}
        >
          {tab === "section" ? (
            <SectionList m={m} sections={drafts.home.sections} lang={lang} langs={langs} />
          ) : tab === "menu" ? (
            <MenuForm m={m} entries={drafts.menu[lang] ?? []} lang={lang} />
          ) : (
            <FooterForm m={m} footer={drafts.footer} lang={lang} />
          )}
        </Tabs>
      </div>
    </div>
  );
}
