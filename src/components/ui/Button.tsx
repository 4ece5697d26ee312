/**
 * The shop's button (see button.css). `loading` shows a spinner, keeps the
 * width and ignores clicks (aria-busy); `disabled` is the native state. A link
 * that looks like a button (it goes to a page rather than acting) is a
 * `ButtonLink`.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { buttonClass, type ButtonLook } from "./class-names";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & { loading?: boolean | undefined };

export function Button({
  variant,
  size,
  block,
  square,
  className,
  loading,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block, square, className })}
      aria-busy={loading ? true : undefined}
      {...rest}
    />
  );
}

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLook;

/** A link in a button's looks (the same variants and sizes as `Button`). */
export function ButtonLink({ variant, size, block, square, className, ...rest }: ButtonLinkProps) {
  return <a className={buttonClass({ variant, size, block, square, className })} {...rest} />;
}
