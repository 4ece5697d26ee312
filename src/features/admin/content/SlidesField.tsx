/**
 * A slider's slides in the content editor (issue 31): each slide's image or video address, the
 * link it opens and its description, added, removed and moved in order.
 */
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import type { SectionResource } from "../../../domain/catalogue/home.types";
import { format } from "../../../i18n/format";
import type { ContentKey } from "./content.messages";

export function SlidesField({
  m,
  legend,
  slides,
  onChange,
}: {
  m: Record<ContentKey, string>;
  legend: string;
  slides: readonly SectionResource[];
  onChange: (slides: SectionResource[]) => void;
}) {
  const set = (i: number, patch: Partial<SectionResource>) =>
    onChange(slides.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, step: -1 | 1) => {
    const next = [...slides];
    const [item] = next.splice(i, 1);
    if (item) next.splice(i + step, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="content-editor__group">
      <legend>{legend}</legend>
      {slides.map((slide, i) => (
        <fieldset key={i} className="content-editor__item">
          <legend>{format(m["adminContent.slide"], { n: i + 1 })}</legend>
          <TextField
            label={m["adminContent.slide.url"]}
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
          <div className="content-editor__actions">
            <Button variant="secondary" size="sm" disabled={i === 0} onClick={() => move(i, -1)}>
              {m["adminContent.up"]}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={i === slides.length - 1}
              onClick={() => move(i, 1)}
            >
              {m["adminContent.down"]}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onChange(slides.filter((_, j) => j !== i))}
            >
              {m["adminContent.remove"]}
            </Button>
          </div>
        </fieldset>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...slides, { url: "" }])}>
        {m["adminContent.slide.add"]}
      </Button>
    </fieldset>
  );
}
