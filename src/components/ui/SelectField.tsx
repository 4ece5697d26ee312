/**
 * A labelled select (field.css) with an optional hint and error text; options are value/label
 * pairs. The error is announced through aria-describedby and marks the control aria-invalid.
 */
import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { cx } from "./class-names";

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  className?: string;
};

export function SelectField({
  label,
  options,
  hint,
  error,
  hideLabel,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("form-field", className)}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : "form-field__label"}>
        {label}
      </label>
      <select
        id={id}
        className="field select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
