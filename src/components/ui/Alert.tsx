/** An inline message (feedback.css). Errors are announced at once (role alert), others politely. */
import type { ReactNode } from "react";
import { cx } from "./class-names";

export type AlertTone = "info" | "success" | "warning" | "error";

export function Alert({
  tone = "info",
  children,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cx("alert", `alert--${tone}`, className)}
      role={tone === "error" ? "alert" : "status"}
    >
      <div>{children}</div>
    </div>
  );
}
