/**
 * The basket's product table: remove, image, name, variant, unit price,
 * quantity, subtotal. Amounts follow the shop's display mode (`priceTexts`,
 * a two-figure mode's gross and net stacked in their cell: `Amount`);
 * a weight line shows its quantity with its unit and its price per unit, a
 * line with a priced unit its price per priced unit (`lineUnit`).
 */
import type { ReactNode } from "react";
import { Amount } from "../../components/ui/Amount";
import type { BasketTotals, PricedLine } from "../../domain/basket/basket-totals";
import type { Product } from "../../domain/catalogue/catalogue.types";
import { lineUnit, type LineUnit } from "../../domain/basket/line-unit";
import { format } from "../../i18n/format";
import { priceTexts } from "./price-texts";
import { canDecrease, canIncrease, clampQuantity } from "../../domain/basket/stock";
import type { CheckedLine } from "../../domain/basket/basket-pricing";
import type { BasketTableMessages } from "./basket-table.keys";
import { lineKey } from "../../domain/basket/basket-line";
import { removeLine, setLineQuantity } from "./basket.store";
import type { ShopProps } from "../../contracts/shop-props.types";
import { useVariantLabels } from "./use-variant-labels";
import { variantText, type VariantLabels } from "../../domain/catalogue/variant-label";
import { LinesHead, MediaCell, NameCell, QuantityCell, RemoveCell, TotalFoot } from "./LineCells";

interface Props {
  shop: ShopProps;
  m: BasketTableMessages;
  lines: readonly CheckedLine[];
  totals: BasketTotals;
  products: ReadonlyMap<string, Product>;
  /** The products total in the table's footer (the basket modal shows it in its summary). */
  showTotal?: boolean;
}

/** The amount's lines in the display mode: primary kind first, labelled in net modes. */
function priceLines(
  shop: ShopProps,
  m: BasketTableMessages,
  brutto: number,
  netto: number,
): string[] {
  return priceTexts(shop.pricing, {
    brutto: m["basket.bruttoSuffix"],
    netto: m["basket.nettoSuffix"],
  }).lines(brutto, netto);
}

/** An amount in the display mode, a two-figure mode's lines stacked (`Amount`). */
export function priceText(
  shop: ShopProps,
  m: BasketTableMessages,
  brutto: number,
  netto: number,
): ReactNode {
  return <Amount lines={priceLines(shop, m, brutto, netto)} />;
}

/** The unit price cell: the unit price, per unit for a weight line, and the price per priced unit. */
function UnitPrice({
  shop,
  m,
  priced,
  unit,
}: {
  shop: ShopProps;
  m: BasketTableMessages;
  priced: PricedLine;
  unit: LineUnit | null;
}) {
  const price = priceText(shop, m, priced.unitBrutto, priced.unitNetto);
  const per = unit?.perUnit;
  if (!per) return price;
  // Each of the mode's lines per the unit ("59,13 zł brutto za kg").
  const perLines = priceLines(shop, m, per.brutto, per.netto).map((line) =>
    format(m["basket.perUnit"], { price: line, unit: per.unit }),
  );
  if (per.ownUnit) return <Amount lines={perLines} />;
  return (
    <>
      {price}
      <div className="line__note">
        <Amount lines={perLines} />
      </div>
    </>
  );
}

function Row({
  shop,
  m,
  line,
  priced,
  product,
  labels,
}: {
  shop: ShopProps;
  m: BasketTableMessages;
  line: CheckedLine;
  priced: PricedLine | undefined;
  product: Product | undefined;
  labels: VariantLabels | null;
}) {
  const key = lineKey(line);
  const factor = product?.options.view.quantityFactor;
  const name = product?.name[shop.pricing.lang] ?? line.product;
  const variant = variantText(product, line.variantHash, labels);
  const set = (q: number) =>
    setLineQuantity(key, clampQuantity(q, { max: line.max, quantityFactor: factor }), factor);
  const step = factor && factor > 0 ? factor : 1;
  const unit = product
    ? lineUnit(
        product,
        {
          quantity: line.quantity,
          unitBrutto: priced?.unitBrutto ?? 0,
          unitNetto: priced?.unitNetto ?? 0,
        },
        shop.pricing.locale,
      )
    : null;
  return (
    <tr data-line={key}>
      <RemoveCell label={`${m["basket.remove"]}: ${name}`} onRemove={() => removeLine(key)} />
      <MediaCell product={product} />
      <NameCell
        name={name}
        href={product ? `/p/${product.url[shop.pricing.lang] ?? ""}` : null}
        variant={variant}
      />
      <td data-unit-price data-cell="num" data-label={m["basket.unitPrice"]}>
        {priced?.priced ? (
          <UnitPrice shop={shop} m={m} priced={priced} unit={unit} />
        ) : (
          m["basket.noPrice"]
        )}
      </td>
      <QuantityCell
        m={m}
        name={name}
        quantity={line.quantity}
        step={step}
        max={line.max}
        canDecrease={canDecrease(line.quantity, { quantityFactor: factor })}
        canIncrease={canIncrease(line.quantity, line.max, factor)}
        onSet={set}
        note={unit?.quantityText}
      />
      <td data-line-total data-cell="num" data-label={m["basket.subtotal"]}>
        {priced?.priced ? priceText(shop, m, priced.lineBrutto, priced.lineNetto) : ""}
      </td>
    </tr>
  );
}

export function BasketTable({ shop, m, lines, totals, products, showTotal = true }: Props) {
  const labels = useVariantLabels(
    shop.pricing.lang,
    lines.some((l) => l.variantHash !== ""),
  );
  return (
    <table className="stack-table lines-table">
      <LinesHead m={m} />
      <tbody>
        {lines.map((line, i) => (
          <Row
            key={lineKey(line)}
            shop={shop}
            m={m}
            line={line}
            priced={totals.lines[i]}
            product={products.get(line.product)}
            labels={labels}
          />
        ))}
      </tbody>
      {showTotal ? (
        <TotalFoot m={m} data-products-total>
          {priceText(shop, m, totals.brutto, totals.netto)}
        </TotalFoot>
      ) : null}
    </table>
  );
}
