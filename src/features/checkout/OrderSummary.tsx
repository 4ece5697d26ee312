/**
 * The delivery step's totals and order button, from the server's quote only:
 * while the quote for what is on screen is on its way the amounts show a
 * placeholder and the button waits, so no stale total is ever shown. The
 * button is disabled for exactly the spec's reasons (spec 1 §5), and says why.
 */
import type { QuoteView } from "../../contracts/quote.types";
import type { OrderBlockReason } from "../../domain/order-button";
import type { DeliveryStepMessages } from "./delivery-step.keys";

interface Props {
  m: DeliveryStepMessages;
  money: (amount: number) => string;
  /** The quote's amounts when they answer what is on screen. */
  amounts: QuoteView | null;
  /** Why the order button is blocked; undefined while it is not known yet. */
  blocked: OrderBlockReason | null | undefined;
  error: string;
  detailsHref: string;
}

const WAIT = "…";

export function OrderSummary({ m, money, amounts, blocked, error, detailsHref }: Props) {
  const show = (n: number | undefined) => (n === undefined ? WAIT : money(n));
  return (
    <>
      <dl className="summary" aria-label="summary" aria-busy={amounts === null}>
        <dt>{m["basket.productsTotal"]}</dt>
        <dd data-sum="products">{show(amounts?.productsTotal)}</dd>
        <dt>{m["delivery.deliveryCost"]}</dt>
        <dd data-sum="delivery">{show(amounts?.deliveryPrice)}</dd>
        {amounts && amounts.discount > 0 ? (
          <>
            <dt>{m["delivery.discount"]}</dt>
            <dd data-sum="discount">−{money(amounts.discount)}</dd>
          </>
        ) : null}
        {amounts?.giftCard?.ok && amounts.giftCard.paid > 0 ? (
          <>
            <dt>{m["delivery.giftCardPaid"]}</dt>
            <dd data-sum="gift">−{money(amounts.giftCard.paid)}</dd>
          </>
        ) : null}
        <dt>{m["delivery.total"]}</dt>
        <dd data-sum="total">{show(amounts?.total)}</dd>
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
