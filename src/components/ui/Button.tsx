/**
 * The shop's button (see button.css). `loading` shows a spinner, keeps the
 * width and ignores clicks (aria-busy); `disabled` is the native state. For a
 * link that looks like a button use `buttonClass` on the `<a>`.
 */
import type { ButtonHTMLAttributes } from "react";
import { buttonClass, type ButtonLook } from "./class-names";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & { loading?: boolean | undefined };

export function Button({
  variant,
  size,
  block,
  className,
  loading,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block, className })}
      aria-busy={loading ? true : undefined}
      {...rest}
    />
  );
}
