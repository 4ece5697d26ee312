/** An inline message (feedback.css). Errors are announced at once (role alert), others politely. */
import type { ReactNode } from "react";
import { cx } from "./class-names";

export type AlertTone = "info" | "success" | "warning" | "error";

export function Alert({
  tone = "info",
  children,
  className,
  urgent,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
  /** Announce at once (role alert) whatever the tone, e.g. a page that cannot be used yet. */
  urgent?: boolean;
}) {
  return (
    <div
      className={cx("alert", `alert--${tone}`, className)}
      role={urgent || tone === "error" ? "alert" : "status"}
    >
      <div>{children}</div>
    </div>
  );
}
