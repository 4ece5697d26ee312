/**
 * A slider's slides in the content editor (issue 31): each slide's image or video address, the
 * link it opens, its description, its live headline, text and button (issue 32) and what stays
 * in view when a screen crops it; added, removed and moved in order. A slide without an address
 * is refused (issue 44): its address field is marked.
 */
import { useStore } from "@nanostores/react";
import { Button } from "../../../components/ui/Button";
import { ItemActions } from "./ItemActions";
import { SelectField } from "../../../components/ui/SelectField";
import { TextField } from "../../../components/ui/TextField";
import { SLIDE_FOCUS, type SectionResource } from "../../../domain/catalogue/home.types";
import { format } from "../../../i18n/format";
import { $problems } from "./content-editor.store";
import type { ContentKey } from "./content.messages";
import { fieldProblem } from "./problems/draft-problems";

export function SlidesField({
  m,
  legend,
  at,
  slides,
  onChange,
}: {
  m: Record<ContentKey, string>;
  legend: string;
  /** The key of the list (`home.sections.<i>.data.resources`). */
  at: string;
  slides: readonly SectionResource[];
  onChange: (slides: SectionResource[]) => void;
}) {
  const problems = useStore($problems);
  const set = (i: number, patch: Partial<SectionResource>) =>
    onChange(slides.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <fieldset className="content-editor__group">
      <legend>{legend}</legend>
      {slides.map((slide, i) => (
        <fieldset key={i} className="content-editor__item">
          <legend>{format(m["adminContent.slide"], { n: i + 1 })}</legend>
          <TextField
            label={m["adminContent.slide.url"]}
            {...fieldProblem(m, problems, `${at}.${i}.url`)}
            value={slide.url}
            onChange={(e) => set(i, { url: e.currentTarget.value })}
          />
          <TextField
            label={m["adminContent.slide.link"]}
            value={slide.link ?? ""}
            onChange={(e) => set(i, { link: e.currentTarget.value || undefined })}
          />
          <TextField
            label={m["adminContent.slide.alt"]}
            value={slide.alt ?? ""}
            onChange={(e) => set(i, { alt: e.currentTarget.value || undefined })}
          />
          <TextField
            label={m["adminContent.slide.title"]}
            value={slide.title ?? ""}
            maxLength={120}
            onChange={(e) => set(i, { title: e.currentTarget.value || undefined })}
          />
          <TextField
            label={m["adminContent.slide.text"]}
            value={slide.text ?? ""}
            maxLength={300}
            onChange={(e) => set(i, { text: e.currentTarget.value || undefined })}
          />
          <TextField
            label={m["adminContent.slide.cta"]}
            value={slide.cta ?? ""}
            maxLength={40}
            onChange={(e) => set(i, { cta: e.currentTarget.value || undefined })}
          />
          <SelectField
            label={m["adminContent.slide.focus"]}
            value={slide.focus ?? "center"}
            options={SLIDE_FOCUS.map((f) => ({ value: f, label: m[`adminContent.focus.${f}`] }))}
            onChange={(e) => {
              const focus = SLIDE_FOCUS.find((f) => f === e.currentTarget.value);
              set(i, { focus: focus === "center" ? undefined : focus });
            }}
          />
          <ItemActions m={m} list={slides} index={i} onChange={onChange} />
        </fieldset>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...slides, { url: "" }])}>
        {m["adminContent.slide.add"]}
      </Button>
    </fieldset>
  );
}
