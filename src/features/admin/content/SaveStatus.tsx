/**
 * The content editor's save status (issue 31, item 2): saved, unsaved, saving, offline, or the
 * fields the draft may not hold in words ("Menu (polski), pozycja 1: tekst jest wymagany";
 * issue 44, item 12), and the framed preview's state.
 */
import { useStore } from "@nanostores/react";
import { format } from "../../../i18n/format";
import { $changed, $drafts, $lang, $problems, $save } from "./content-editor.store";
import { $frame } from "./content-frame";
import type { ContentKey } from "./content.messages";
import { describeProblem } from "./problems/draft-problems";

export function SaveStatus({ m, uiLang }: { m: Record<ContentKey, string>; uiLang: string }) {
  const save = useStore($save);
  const changed = useStore($changed);
  const frame = useStore($frame);
  const local = useStore($problems);
  const drafts = useStore($drafts);
  const lang = useStore($lang);
  const kinds = changed.map((k) => m[`adminContent.kind.${k}`]).join(", ");
  const problems = local.length > 0 ? local : save.problems;
  const words = drafts
    ? problems.map((p) => {
        const w = describeProblem(p, drafts, m, uiLang, lang);
        return `${w.where}: ${w.what}`;
      })
    : [];
  const state = words.length > 0 ? "refused" : save.state;
  const text =
    state === "refused"
      ? format(m["adminContent.refused"], { fields: words.join("; ") })
      : state === "saved"
        ? kinds
          ? `${m["adminContent.saved"]} · ${format(m["adminContent.changed"], { kinds })}`
          : m["adminContent.upToDate"]
        : m[`adminContent.${state}`];
  return (
    <div className="content-editor__status">
      <p role="status" data-save-state={state}>
        {text}
      </p>
      <p role="status" className="muted" data-frame-state={frame.state}>
        {frame.state === "loading"
          ? m["adminContent.preview.loading"]
          : frame.state === "error"
            ? format(m["adminContent.preview.error"], { what: frame.what ?? "" })
            : ""}
      </p>
    </div>
  );
}
