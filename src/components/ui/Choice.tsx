/**
 * A radio or checkbox with its label (choice.css). `card` makes it a tappable
 * card with a title, a secondary text and an aside (a price, a badge).
 * Controls that belong to a chosen card (a locker picker, a date) go after
 * it, never inside the label.
 */
import type { InputHTMLAttributes, ReactNode } from "react";
import { cx } from "./class-names";

export type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "title"> & {
  type: "radio" | "checkbox";
  title: ReactNode;
  text?: ReactNode;
  aside?: ReactNode;
  card?: boolean;
};

export function Choice({ type, title, text, aside, card, className, ...input }: ChoiceProps) {
  return (
    <label className={cx("choice", card && "choice--card", className)}>
      <input type={type} {...input} />
      <span className="choice__body">
        <span className="choice__title">{title}</span>
        {text ? <span className="choice__text">{text}</span> : null}
      </span>
      {aside ? <span className="choice__aside">{aside}</span> : null}
    </label>
  );
}
