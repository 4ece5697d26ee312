/**
 * The home sections of the language being edited, in order (issue 31): each row names the
 * section (type and title), tells whether it is hidden or for every language, and offers edit,
 * up, down and remove; the open one shows its form under it. A new section of a chosen type is
 * added at the end and opened.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { SelectField } from "../../../components/ui/SelectField";
import type { DraftSection } from "../../../contracts/content-drafts.types";
import { HOME_SECTION_TYPES, type HomeSectionType } from "../../../domain/catalogue/home.types";
import { $open, addSection, moveSection, removeSection } from "./content-editor.store";
import type { ContentKey } from "./content.messages";
import { SectionForm } from "./SectionForm";

type Texts = Record<ContentKey, string>;

function Row({
  m,
  s,
  index,
  lang,
  langs,
}: {
  m: Texts;
  s: DraftSection;
  index: number;
  lang: string;
  langs: string[];
}) {
  const open = useStore($open);
  const isOpen = open?.what === "section" && open.id === s._id;
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isOpen) ref.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [isOpen]);
  const name = m[`adminContent.type.${s.type}` as ContentKey];
  const title = s.data.title?.[lang];
  return (
    <li ref={ref} className="content-editor__section" data-section={s._id}>
      <div className="content-editor__row">
        <p className="content-editor__name">
          <strong>{name}</strong>
          {title ? ` · ${title}` : ""}
          {!s.active ? <span className="muted"> · {m["adminContent.hidden"]}</span> : null}
          {s.lang === null ? <span className="muted"> · {m["adminContent.allLangs"]}</span> : null}
        </p>
        <div className="content-editor__actions">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isOpen}
            aria-label={`${isOpen ? m["adminContent.close"] : m["adminContent.edit"]}: ${name}`}
            onClick={() => $open.set(isOpen ? null : { what: "section", id: s._id })}
          >
            {isOpen ? m["adminContent.close"] : m["adminContent.edit"]}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => moveSection(s._id, -1)}>
            {m["adminContent.up"]}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => moveSection(s._id, 1)}>
            {m["adminContent.down"]}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => removeSection(s._id)}>
            {m["adminContent.remove"]}
          </Button>
        </div>
      </div>
      {isOpen ? (
        <SectionForm key={s._id} m={m} section={s} index={index} lang={lang} langs={langs} />
      ) : null}
    </li>
  );
}

export function SectionList({
  m,
  sections,
  lang,
  langs,
}: {
  m: Texts;
  sections: readonly DraftSection[];
  lang: string;
  langs: string[];
}) {
  const [type, setType] = useState<HomeSectionType>("html");
  const shown = sections.filter((s) => s.lang === null || s.lang === lang);
  return (
    <div className="content-editor__panel">
      <ol className="content-editor__sections">
        {shown.map((s) => (
          <Row key={s._id} m={m} s={s} index={sections.indexOf(s)} lang={lang} langs={langs} />
        ))}
      </ol>
      <div className="content-editor__add">
        <SelectField
          label={m["adminContent.addType"]}
          value={type}
          options={HOME_SECTION_TYPES.map((t) => ({
            value: t,
            label: m[`adminContent.type.${t}` as ContentKey],
          }))}
          onChange={(e) => {
            const next = HOME_SECTION_TYPES.find((t) => t === e.currentTarget.value);
            if (next) setType(next);
          }}
        />
        <Button variant="secondary" onClick={() => addSection(type)}>
          {m["adminContent.add"]}
        </Button>
      </div>
    </div>
  );
}
