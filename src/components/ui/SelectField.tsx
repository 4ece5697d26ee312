/** A labelled select (field.css) with an optional hint; options are value/label pairs. */
import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { cx } from "./class-names";

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
};

export function SelectField({
  label,
  options,
  hint,
  hideLabel,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cx("form-field", className)}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : "form-field__label"}>
        {label}
      </label>
      <select
        id={id}
        className="field select"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
