/**
 * The summary box of the basket and checkout (summary.css): a title, rows of
 * label and amount (`tone` marks a discount or the total to pay) and the call
 * to action below them. A row whose value is null shows a skeleton, so the
 * box keeps its size while amounts are on their way (the row's `dd` is then
 * aria-busy). `ctaWideOnly` hides the call to action below 901 px, where the
 * page's `.action-bar` carries the order button instead.
 */
import type { ReactNode } from "react";
import { cx } from "./class-names";
import { Skeleton } from "./Skeleton";

export interface SummaryRow {
  key: string;
  label: ReactNode;
  value: ReactNode | null;
  tone?: "discount" | "total";
}

export function SummaryBox({
  title,
  rows,
  busy,
  children,
  label,
  ctaWideOnly,
}: {
  title?: ReactNode;
  rows: readonly SummaryRow[];
  /** The amounts are being recomputed. */
  busy?: boolean;
  /** The call to action (order button and the reason it is disabled). */
  children?: ReactNode;
  /** Accessible name of the rows (when there is no visible title). */
  label?: string;
  /** The page repeats the call to action in an `.action-bar` on phones. */
  ctaWideOnly?: boolean;
}) {
  return (
    <section className="summary">
      {title ? <h2 className="summary__title">{title}</h2> : null}
      <dl className="summary__rows" aria-label={label} aria-busy={busy}>
        {rows.map((r) => (
          <div key={r.key} className={cx("summary__row", r.tone && `summary__row--${r.tone}`)}>
            <dt>{r.label}</dt>
            <dd data-sum={r.key} aria-busy={r.value === null ? true : undefined}>
              {r.value === null ? (
                <span className="summary__placeholder">
                  <Skeleton lines={1} />
                </span>
              ) : (
                r.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {children ? (
        <div className={cx("summary__cta", ctaWideOnly && "summary__cta--wide")}>{children}</div>
      ) : null}
    </section>
  );
}
