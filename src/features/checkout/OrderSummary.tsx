/**
 * The delivery step's totals and order button, from the server's quote only:
 * while the quote for what is on screen is on its way the amounts show a
 * placeholder and the button waits, so no stale total is ever shown. The
 * button is disabled for exactly the spec's reasons (spec 1 §5), and says why.
 *
 * Amounts follow the shop's price display mode (spec 1 §1; `priceTexts`):
 * products, delivery and discount show the mode's lines, labelled in net
 * modes. What "to pay" shows (decided here): the amount paid is always the
 * gross one, so the "to pay" row is the gross total — plain in the gross
 * mode, labelled gross in every net mode. Net modes add a "total net" row
 * before it with the order's net value (products + delivery − discount, net;
 * `QuoteView.totalNetto`), labelled net. A gift card is a means of payment:
 * it is deducted from the gross to pay only, shown gross (labelled in net
 * modes), and does not lower the net value.
 */
import type { QuoteView } from "../../contracts/quote.types";
import type { OrderBlockReason } from "../../domain/order-button";
import type { PriceTexts } from "../basket/price-texts";
import type { DeliveryStepMessages } from "./delivery-step.keys";

interface Props {
  m: DeliveryStepMessages;
  texts: PriceTexts;
  /** The shop shows net prices (any mode but `brutto`): add the labelled net total. */
  netMode: boolean;
  /** The quote's amounts when they answer what is on screen. */
  amounts: QuoteView | null;
  /** Why the order button is blocked; undefined while it is not known yet. */
  blocked: OrderBlockReason | null | undefined;
  error: string;
  detailsHref: string;
}

const WAIT = "…";

export function OrderSummary({ m, texts, netMode, amounts, blocked, error, detailsHref }: Props) {
  const a = amounts;
  return (
    <>
      <dl className="summary" aria-label="summary" aria-busy={a === null}>
        <dt>{m["basket.productsTotal"]}</dt>
        <dd data-sum="products">{a ? texts.both(a.productsTotal, a.productsNetto) : WAIT}</dd>
        <dt>{m["delivery.deliveryCost"]}</dt>
        <dd data-sum="delivery">{a ? texts.both(a.deliveryPrice, a.deliveryNetto) : WAIT}</dd>
        {a && a.discount > 0 ? (
          <>
            <dt>{m["delivery.discount"]}</dt>
            <dd data-sum="discount">{texts.both(a.discount, a.discountNetto, "−")}</dd>
          </>
        ) : null}
        {netMode ? (
          <>
            <dt>{m["delivery.totalNetto"]}</dt>
            <dd data-sum="total-netto">{a ? texts.net(a.totalNetto) : WAIT}</dd>
          </>
        ) : null}
        {a?.giftCard?.ok && a.giftCard.paid > 0 ? (
          <>
            <dt>{m["delivery.giftCardPaid"]}</dt>
            <dd data-sum="gift">{texts.gross(a.giftCard.paid, "−")}</dd>
          </>
        ) : null}
        <dt>{m["delivery.total"]}</dt>
        <dd data-sum="total">{a ? texts.gross(a.total) : WAIT}</dd>
      </dl>
      {error ? <p role="alert">{error}</p> : null}
      {blocked === null ? (
        <a className="btn btn--primary" href={detailsHref}>
          {m["delivery.order"]}
        </a>
      ) : (
        <>
          <button type="button" className="btn btn--primary" disabled>
            {m["delivery.order"]}
          </button>
          {blocked ? <p className="order-block">{m[`delivery.block.${blocked}`]}</p> : null}
        </>
      )}
    </>
  );
}
