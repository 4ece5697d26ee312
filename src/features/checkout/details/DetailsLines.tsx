/**
 * The order details step's list of ordered products (name and quantity, with its unit for a
 * weight line: "× 0,5 kg") in its summary column, from the checkout's quote (line views).
 * Until the quote is in, the list holds placeholders of the same height, as many as the
 * basket has lines (pendingRows, before the island is live as many as the page's basket mark
 * says), so the summary under the list never moves down when the names arrive.
 */
import { Skeleton } from "../../../components/ui/Skeleton";
import { formatQuantity } from "../../../domain/basket/line-unit";
import type { LineView } from "../../../domain/basket/line-view";
import { pendingRows } from "../../basket/pending-rows";

export function DetailsLines({
  lines,
  locale,
  pending,
}: {
  lines: readonly LineView[];
  /** The shop's locale, for quantities ("0,5 kg"). */
  locale: string;
  /** Lines still to come: their count, or null while the stored basket is not known yet. */
  pending: number | null | false;
}) {
  if (pending !== false && lines.length === 0) {
    const { rows, className } = pendingRows(pending);
    return (
      <ul className={`details-lines ${className}`.trim()} aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i}>
            <span className="details-lines__placeholder">
              <Skeleton lines={1} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="details-lines">
      {lines.map((l) => (
        <li key={l.key}>
          <span>{l.name}</span>
          <span>× {l.unit?.quantityText ?? formatQuantity(l.quantity, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
