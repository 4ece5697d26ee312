/**
 * One home section's editor in the back office (issue 31): its language and visibility, then
 * the fields of its type (section-fields.ts) for the language being edited. Every change goes
 * to the draft at once (the store saves it and the frame shows it); a field the draft schema
 * refuses is marked with its error (`at`: the key of the section's data, its fields' keys
 * start with it).
 */
import { Choice } from "../../../components/ui/Choice";
import { SelectField } from "../../../components/ui/SelectField";
import { TextField } from "../../../components/ui/TextField";
import type { DraftSection } from "../../../contracts/content-drafts.types";
import type { HomeSectionData } from "../../../domain/catalogue/home.types";
import { updateSection, updateSectionData } from "./content-editor.store";
import type { ContentKey } from "./content.messages";
import { PerLangField } from "./editor-fields";
import { ProductsField } from "./products/ProductsField";
import { fromLocalInput, SECTION_FIELDS, toLocalInput, type SectionField } from "./section-fields";
import { SlidesField } from "./SlidesField";

type Texts = Record<ContentKey, string>;

function Field({
  m,
  s,
  field,
  lang,
  at,
}: {
  m: Texts;
  s: DraftSection;
  field: SectionField;
  lang: string;
  at: string;
}) {
  const set = (data: Partial<HomeSectionData>) => updateSectionData(s._id, data);
  const d = s.data;
  const label = m[`adminContent.field.${field}` as ContentKey];
  const num = (value: string) => (value === "" ? undefined : Number(value));
  switch (field) {
    case "title":
    case "text":
    case "code":
      return (
        <PerLangField
          label={label}
          value={d[field]}
          lang={lang}
          html={field !== "title"}
          onChange={(value) => set({ [field]: value })}
        />
      );
    case "resources":
    case "mobileResources":
      return (
        <SlidesField
          m={m}
          legend={label}
          at={`${at}.${field}`}
          slides={d[field] ?? []}
          onChange={(r) => set({ [field]: r })}
        />
      );
    case "sliderTime":
    case "count":
      return (
        <TextField
          label={label}
          type="number"
          min={1}
          max={field === "count" ? 24 : 60}
          value={d[field] ?? ""}
          onChange={(e) => set({ [field]: num(e.currentTarget.value) })}
        />
      );
    case "products":
      return <ProductsField m={m} section={s} at={at} sources={s.type === "products_group"} />;
    case "tmpl":
      return (
        <SelectField
          label={label}
          value={d.tmpl ?? "top"}
          options={(["top", "left", "right"] as const).map((v) => ({
            value: v,
            label: m[`adminContent.tmpl.${v}`],
          }))}
          onChange={(e) => {
            const v = e.currentTarget.value;
            set({ tmpl: v === "left" || v === "right" ? v : "top" });
          }}
        />
      );
    case "timestamp":
      return (
        <TextField
          label={label}
          type="datetime-local"
          value={toLocalInput(d.timestamp)}
          onChange={(e) => set({ timestamp: fromLocalInput(e.currentTarget.value) })}
        />
      );
    case "noHide":
      return (
        <Choice
          type="checkbox"
          title={label}
          checked={d.options?.noHide ?? false}
          onChange={(e) => set({ options: { ...d.options, noHide: e.currentTarget.checked } })}
        />
      );
    case "profileUrl":
      return (
        <TextField
          label={label}
          type="url"
          value={d.profileUrl ?? ""}
          onChange={(e) => set({ profileUrl: e.currentTarget.value || undefined })}
        />
      );
  }
}

export function SectionForm({
  m,
  section,
  index,
  lang,
  langs,
}: {
  m: Texts;
  section: DraftSection;
  /** Its place among every section of the draft. */
  index: number;
  lang: string;
  langs: readonly string[];
}) {
  return (
    <div className="content-editor__form">
      <SelectField
        label={m["adminContent.sectionLang"]}
        value={section.lang ?? ""}
        options={[
          { value: "", label: m["adminContent.allLangs"] },
          ...langs.map((l) => ({ value: l, label: l.toUpperCase() })),
        ]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          updateSection(section._id, (s) => ({ ...s, lang: value || null }));
        }}
      />
      <Choice
        type="checkbox"
        title={m["adminContent.active"]}
        checked={section.active}
        onChange={(e) => {
          const active = e.currentTarget.checked;
          updateSection(section._id, (s) => ({ ...s, active }));
        }}
      />
      {SECTION_FIELDS[section.type].map((field) => (
        <Field
          key={field}
          m={m}
          s={section}
          field={field}
          lang={lang}
          at={`home.sections.${index}.data`}
        />
      ))}
    </div>
  );
}
