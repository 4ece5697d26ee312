/**
 * The order details step's list of ordered products (name and quantity, with its unit for a
 * weight line: "× 0,5 kg") in its summary column. The lines live in the browser: until their
 * products are in, the list holds
 * placeholders of the same height, as many as the basket has lines (pendingRows, before the
 * island is live as many as the page's basket mark says), so the summary under the list
 * never moves down when the names arrive.
 */
import { Skeleton } from "../../../components/ui/Skeleton";
import type { PricedBasket } from "../../../domain/basket/basket-pricing";
import type { Product } from "../../../domain/catalogue/catalogue.types";
import { formatQuantity, lineUnit } from "../../../domain/basket/line-unit";
import { pendingRows } from "../../basket/pending-rows";

/** "0,5 kg" for a weight line (or any unit but pieces), "2" for pieces (`lineUnit`). */
function quantityText(product: Product | undefined, quantity: number, locale: string): string {
  const unit = product
    ? lineUnit(product, { quantity, unitBrutto: 0, unitNetto: 0 }, locale).quantityText
    : null;
  return unit ?? formatQuantity(quantity, locale);
}

export function DetailsLines({
  lines,
  products,
  lang,
  locale,
  pending,
}: {
  lines: PricedBasket["lines"];
  products: ReadonlyMap<string, Product>;
  lang: string;
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
      {lines.map((l, i) => (
        <li key={`${l.product}-${l.variantHash}-${i}`}>
          <span>{products.get(l.product)?.name[lang] ?? l.product}</span>
          <span>× {quantityText(products.get(l.product), l.quantity, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
