/**
 * A labelled text field with an optional hint and error text (field.css).
 * The error is announced through aria-describedby and marks the control
 * aria-invalid; `multiline` renders a textarea.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cx } from "./class-names";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string;
};

export function TextField({ label, hint, error, hideLabel, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("form-field", className)}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : "form-field__label"}>
        {label}
      </label>
      <input
        id={id}
        className="field"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
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
