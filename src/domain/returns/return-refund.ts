/**
 * The money a settled return gives back (issue 31), to the cent, in the order's currency.
 *
 * The amount: each received product's paid unit gross × the received count, less the
 * received products' share of the order's discount (a promo code or loyalty points: one
 * amount on the whole order, `codeDiscount`), spread in proportion to the products' gross:
 * share = discount × returned gross ÷ all products' gross, rounded to the cent. Delivery and
 * the payment's fee are not refunded (the order was delivered).
 *
 * Where it goes: the money the customer paid first (back through the payment provider that
 * took it when paid online, else owed by hand: bank transfer, cash on delivery), then the
 * rest back onto the order's gift card; never more than is left of either after earlier
 * refunds, so several returns of one order never give back more than was paid.
 */

/** Cents of an amount, as an integer. */
export function cents(amount: number): number {
  return Math.round(amount * 100);
}

/** Two decimals of a cent count. */
function amountOf(c: number): number {
  return c / 100;
}

export interface ReturnedLine {
  /** The line's paid unit gross, in the order's currency. */
  unitBrutto: number;
  count: number;
}

/** The refund of the returned lines of an order whose products cost `productsGross` less `discount`. */
export function refundOfReturn(
  lines: readonly ReturnedLine[],
  order: { productsGross: number; discount: number },
): number {
  const returned = lines.reduce((sum, l) => sum + cents(l.unitBrutto) * l.count, 0);
  const all = cents(order.productsGross);
  if (returned <= 0 || all <= 0) return 0;
  const discount = Math.min(cents(order.discount), all);
  const share = Math.round((discount * Math.min(returned, all)) / all);
  return amountOf(Math.max(0, returned - share));
}

export interface RefundSources {
  /** What is left to give back of the money paid (by the provider, or by hand). */
  money: number;
  /** True when the money went through a payment provider that can refund it. */
  online: boolean;
  /** What is left to give back onto the gift card, in the order's currency. */
  card: number;
}

export interface RefundSplit {
  /** What is really given back: `provider + manual + card`, at most the amount asked. */
  total: number;
  provider: number;
  manual: number;
  card: number;
}

/** Splits `amount`: the money paid first, then the gift card; never more than is left. */
export function splitRefund(amount: number, sources: RefundSources): RefundSplit {
  const wanted = Math.max(0, cents(amount));
  const money = Math.min(wanted, Math.max(0, cents(sources.money)));
  const card = Math.min(wanted - money, Math.max(0, cents(sources.card)));
  return {
    total: amountOf(money + card),
    provider: sources.online ? amountOf(money) : 0,
    manual: sources.online ? 0 : amountOf(money),
    card: amountOf(card),
  };
}

/**
 * The card's part in the card's own currency: the order paid `value` (its currency) with
 * `spent` of the card (the card's), so `amount` of the order's currency is amount × spent ÷ value.
 */
export function inCardCurrency(
  amount: number,
  paid: { value: number; spent?: number | undefined },
): number {
  if (paid.spent === undefined || cents(paid.value) <= 0) return amount;
  return amountOf(Math.round((cents(amount) * cents(paid.spent)) / cents(paid.value)));
}
