/**
 * The basket's product table: remove, image, name, variant, unit price,
 * quantity, subtotal, from line views (domain/basket/line-view.ts: the
 * server's quote on the checkout steps, the browser's pricing in the basket
 * modal). Amounts follow the shop's display mode (`priceTexts`,
 * a two-figure mode's gross and net stacked in their cell: `Amount`);
 * a weight line shows its quantity with its unit and its price per unit, a
 * line with a priced unit its price per priced unit (`lineUnit`).
 */
import type { ReactNode } from "react";
import { Amount } from "../../components/ui/Amount";
import type { LineView } from "../../domain/basket/line-view";
import { format } from "../../i18n/format";
import { priceTexts } from "./price-texts";
import { canDecrease, canIncrease, clampQuantity } from "../../domain/basket/stock";
import type { BasketTableMessages } from "./basket-table.keys";
import { removeLine, setLineQuantity } from "./basket.store";
import type { ShopProps } from "../../contracts/shop-props.types";
import { LinesHead, MediaCell, NameCell, QuantityCell, RemoveCell, TotalFoot } from "./LineCells";

interface Props {
  shop: ShopProps;
  m: BasketTableMessages;
  lines: readonly LineView[];
  /** The products total in the table's footer; null hides the footer (the basket modal). */
  total: { brutto: number; netto: number } | null;
  /** The amounts answer an earlier basket: a new pricing is on its way. */
  busy?: boolean;
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
function UnitPrice({ shop, m, line }: { shop: ShopProps; m: BasketTableMessages; line: LineView }) {
  const price = priceText(shop, m, line.unitBrutto, line.unitNetto);
  const per = line.unit?.perUnit;
  if (!per) return price;
  // Each of the mode's lines per the unit ("59,13 zł brutto za kg").
  const perLines = priceLines(shop, m, per.brutto, per.netto).map((text) =>
    format(m["basket.perUnit"], { price: text, unit: per.unit }),
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

/** Under the quantity: its unit ("0,5 kg"), and why the stock check lowered it. */
function quantityNote(m: BasketTableMessages, line: LineView): string | null {
  const lowered =
    line.requested !== null
      ? format(m["basket.lowered"], { requested: line.requested, quantity: line.quantity })
      : null;
  return [line.unit?.quantityText, lowered].filter(Boolean).join(" · ") || null;
}

function Row({ shop, m, line }: { shop: ShopProps; m: BasketTableMessages; line: LineView }) {
  const factor = line.step;
  const set = (q: number) =>
    setLineQuantity(line.key, clampQuantity(q, { max: line.max, quantityFactor: factor }), factor);
  return (
    <tr data-line={line.key}>
      <RemoveCell
        label={`${m["basket.remove"]}: ${line.name}`}
        onRemove={() => removeLine(line.key)}
      />
      <MediaCell image={line.image} />
      <NameCell name={line.name} href={line.href} variant={line.variant} />
      <td data-unit-price data-cell="num" data-label={m["basket.unitPrice"]}>
        {line.priced ? <UnitPrice shop={shop} m={m} line={line} /> : m["basket.noPrice"]}
      </td>
      <QuantityCell
        m={m}
        name={line.name}
        quantity={line.quantity}
        step={factor}
        max={line.max}
        canDecrease={canDecrease(line.quantity, { quantityFactor: factor })}
        canIncrease={canIncrease(line.quantity, line.max, factor)}
        onSet={set}
        note={quantityNote(m, line)}
      />
      <td data-line-total data-cell="num" data-label={m["basket.subtotal"]}>
        {line.priced ? priceText(shop, m, line.lineBrutto, line.lineNetto) : ""}
      </td>
    </tr>
  );
}

export function BasketTable({ shop, m, lines, total, busy = false }: Props) {
  return (
    <table className="stack-table lines-table" aria-busy={busy || undefined}>
      <LinesHead m={m} />
      <tbody>
        {lines.map((line) => (
          <Row key={line.key} shop={shop} m={m} line={line} />
        ))}
      </tbody>
      {total ? (
        <TotalFoot m={m} data-products-total>
          {priceText(shop, m, total.brutto, total.netto)}
        </TotalFoot>
      ) : null}
    </table>
  );
}
