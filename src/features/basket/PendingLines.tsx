/**
 * The basket's lines while they load: the basket table's own rows and cells (same classes,
 * so the same heights on phones and wide screens) with placeholders where the image, the
 * name, the prices and the quantity stepper will be. The lines live in the shopper's
 * browser: until the island is live (`count` null: the server's HTML and the first render)
 * it renders PENDING_ROWS_MAX rows, of which CSS shows as many as the browser's basket has
 * (pending-rows.ts); once live, one per stored line until their products arrive. What
 * replaces them then changes only what is inside the cells, not the space below them, so
 * the panels under the lines do not move.
 */
import type { ReactNode } from "react";
import { Skeleton } from "../../components/ui/Skeleton";
import type { BasketTableMessages } from "./basket-table.keys";
import { LinesHead, TotalFoot } from "./LineCells";
import { pendingRows } from "./pending-rows";

/** The quantity stepper's and the image's heights (tokens.css --control-h, table.css). */
const STEPPER_H = 44;
const IMAGE_H = 64;

function PendingAmount() {
  return (
    <span className="pending-lines__amount">
      <Skeleton lines={1} />
    </span>
  );
}

function PendingRow({ m }: { m: BasketTableMessages }) {
  return (
    <tr>
      <td data-cell="remove" />
      <td data-cell="media">
        <Skeleton height={IMAGE_H} />
      </td>
      <td data-cell="main">
        <Skeleton lines={1} />
      </td>
      <td data-cell="num" data-label={m["basket.unitPrice"]}>
        <PendingAmount />
      </td>
      <td data-label={m["basket.quantity"]}>
        <span className="pending-lines__stepper">
          <Skeleton height={STEPPER_H} />
        </span>
      </td>
      <td data-cell="num" data-label={m["basket.subtotal"]}>
        <PendingAmount />
      </td>
    </tr>
  );
}

function PendingTable({
  m,
  count,
  showTotal,
}: {
  m: BasketTableMessages;
  count: number | null;
  showTotal: boolean;
}) {
  const { rows, className } = pendingRows(count);
  return (
    <table className="stack-table lines-table pending-lines" aria-hidden="true">
      <LinesHead m={m} />
      <tbody className={className || undefined}>
        {Array.from({ length: rows }, (_, i) => (
          <PendingRow key={i} m={m} />
        ))}
      </tbody>
      {showTotal ? (
        <TotalFoot m={m}>
          <PendingAmount />
        </TotalFoot>
      ) : null}
    </table>
  );
}

export function PendingLines({
  m,
  count,
  showTotal = true,
}: {
  m: BasketTableMessages;
  /** How many lines are stored (at least one is shown); null while not known yet. */
  count: number | null;
  showTotal?: boolean;
}) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{m["basket.loading"]}</span>
      <PendingTable m={m} count={count} showTotal={showTotal} />
    </div>
  );
}

/**
 * What `children` (the empty basket) shows in at least the space of one pending line, so
 * the panels below stay where the server's pending line put them when the basket turns out
 * to be empty.
 */
export function OneLineSlot({ m, children }: { m: BasketTableMessages; children: ReactNode }) {
  return (
    <div className="lines-slot">
      <div className="lines-slot__keeper">
        <PendingTable m={m} count={1} showTotal />
      </div>
      {children}
    </div>
  );
}
