/**
 * Small editors shared by the content editor's forms (issue 31): a multi-line field in the
 * design system's look, and a per-language text that edits the language being edited.
 */
import { useId, type ReactNode } from "react";
import { TextField } from "../../../components/ui/TextField";
import type { PerLang } from "../../../domain/catalogue/catalogue.types";

export function TextArea({
  label,
  value,
  onChange,
  rows = 4,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field"
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

/** Sets `lang`'s text in a per-language value; an emptied text is removed. */
export function withLang(
  value: PerLang<string> | undefined,
  lang: string,
  text: string,
): PerLang<string> {
  const next: PerLang<string> = { ...value };
  if (text) next[lang] = text;
  else delete next[lang];
  return next;
}

export function PerLangField({
  label,
  value,
  lang,
  onChange,
  html,
  problem,
}: {
  label: string;
  value: PerLang<string> | undefined;
  lang: string;
  onChange: (value: PerLang<string>) => void;
  html?: boolean;
  /** A one-line field's error and key (problems/draft-problems.ts `fieldProblem`). */
  problem?: { error: string | undefined; "data-problem": string } | undefined;
}) {
  const text = value?.[lang] ?? "";
  const named = `${label} (${lang.toUpperCase()})`;
  return html ? (
    <TextArea label={named} value={text} onChange={(t) => onChange(withLang(value, lang, t))} />
  ) : (
    <TextField
      label={named}
      {...problem}
      value={text}
      onChange={(e) => onChange(withLang(value, lang, e.currentTarget.value))}
    />
  );
}
