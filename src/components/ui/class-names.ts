/** Joins class names, skipping empty ones (`cx("btn", busy && "is-busy")`). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

type ButtonVariant = "primary" | "secondary" | "link" | "icon" | "paypal";

export interface ButtonLook {
  variant?: ButtonVariant | undefined;
  size?: "md" | "sm" | undefined;
  block?: boolean | undefined;
  /** A square button of the control height (an arrow, zoom + and −). */
  square?: boolean | undefined;
  className?: string | undefined;
}

/** The classes of a button look, shared by `<Button>`, `Button.astro` and links styled as buttons. */
export function buttonClass({
  variant = "primary",
  size = "md",
  block,
  square,
  className,
}: ButtonLook) {
  return cx(
    "btn",
    variant !== "primary" && `btn--${variant}`,
    size === "sm" && "btn--sm",
    block && "btn--block",
    square && "btn--square",
    className,
  );
}
