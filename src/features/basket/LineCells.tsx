/**
 * Cells shared by the basket and wishlist tables (`.stack-table` in
 * src/components/ui/table.css): the column headers, the remove button, the
 * image and the name with its variant, in the spec's order (remove, image,
 * name and variant, unit price, quantity, subtotal). On phones each row becomes a card:
 * image left, name on top, the labelled cells below, remove in the corner.
 */
import type { ReactNode } from "react";
import { Button } from "../../components/ui/Button";
import { QuantityStepper, type QuantityStepperProps } from "../../components/ui/QuantityStepper";
import type { BasketTableMessages } from "./basket-table.keys";

/** Column headers; `extra` adds a last, visually hidden header (the wishlist's add button). */
export function LinesHead({ m, extra }: { m: BasketTableMessages; extra?: string }) {
  return (
    <thead>
      <tr>
        <th>
          <span className="visually-hidden">{m["basket.remove"]}</span>
        </th>
        <th>
          <span className="visually-hidden">{m["basket.image"]}</span>
        </th>
        <th>{m["basket.product"]}</th>
        <th data-cell="num">{m["basket.unitPrice"]}</th>
        <th>{m["basket.quantity"]}</th>
        <th data-cell="num">{m["basket.subtotal"]}</th>
        {extra !== undefined && (
          <th>
            <span className="visually-hidden">{extra}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

/** The line's thumbnail (`imagePath(…, { thumb: true })`), an empty cell without one. */
export function MediaCell({ image }: { image: string | null }) {
  return (
    <td data-cell="media">
      {image ? <img src={image} alt="" width={64} height={64} loading="lazy" /> : null}
    </td>
  );
}

export function NameCell({
  name,
  href,
  variant,
  children,
}: {
  name: string;
  href: string | null;
  variant: string | null;
  children?: ReactNode;
}) {
  return (
    <td data-cell="main">
      {href ? (
        <a className="line__name" href={href}>
          {name}
        </a>
      ) : (
        <span className="line__name">{name}</span>
      )}
      {variant ? <div className="line__variant">{variant}</div> : null}
      {children}
    </td>
  );
}

export function RemoveCell({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <td data-cell="remove">
      <Button variant="icon" aria-label={label} onClick={onRemove}>
        ×
      </Button>
    </td>
  );
}

/** The quantity cell: a stepper (bounds are the caller's rule) and an optional note under it. */
export function QuantityCell({
  m,
  note,
  ...stepper
}: Omit<QuantityStepperProps, "labels"> & {
  m: BasketTableMessages;
  note?: string | null | undefined;
}) {
  return (
    <td data-label={m["basket.quantity"]}>
      <div className="line__qty">
        <QuantityStepper
          {...stepper}
          labels={{
            decrease: m["basket.decrease"],
            quantity: m["basket.quantity"],
            increase: m["basket.increase"],
          }}
        />
        {note ? <div className="line__note">{note}</div> : null}
      </div>
    </td>
  );
}

/** The table's footer row: the products total's label and its amount (or a placeholder). */
export function TotalFoot({
  m,
  children,
  ...cell
}: {
  m: BasketTableMessages;
  children: ReactNode;
  "data-products-total"?: boolean;
}) {
  return (
    <tfoot>
      <tr>
        <th colSpan={5} scope="row">
          {m["basket.productsTotal"]}
        </th>
        <td data-cell="num" {...cell}>
          {children}
        </td>
      </tr>
    </tfoot>
  );
}
