/**
 * The delivery step's totals and order button, from the server's quote only:
 * while the quote for what is on screen is on its way every amount shows a
 * skeleton (its `dd` is aria-busy) and the button waits, so no stale total is
 * ever shown; rows that the last quote showed (discount, gift card) keep
 * their place meanwhile, so the box does not change size. The button is
 * disabled for exactly the spec's reasons (spec 1 §5), and says why.
 *
 * Amounts follow the shop's price display mode (spec 1 §1; `priceTexts`):
 * products, delivery and discount show the mode's lines, labelled in net
 * modes, a two-figure mode's one above the other (`Amount`). What "to pay"
 * shows (decided here): the amount paid is always the gross one, so the
 * "to pay" row is the gross total — plain in the gross
 * mode, labelled gross in every net mode. Net modes add a "total net" row
 * before it with the order's net value (products + delivery − discount, net;
 * `QuoteView.totalNetto`), labelled net. A gift card is a means of payment:
 * it is deducted from the gross to pay only, shown gross (labelled in net
 * modes), and does not lower the net value.
 *
 * Until a delivery method is chosen (none in the order state, or the chosen one is not
 * offered for this basket) the delivery row says so instead of an amount: on the server's
 * HTML too, where nothing is chosen yet (the order state lives in the browser).
 *
 * On phones (below 901 px) the box shows the amounts only; the amount to pay
 * and the order button stay at the bottom of the screen in `OrderActionBar`.
 */
import { useRef } from "react";
import { Alert } from "../../../components/ui/Alert";
import { Amount } from "../../../components/ui/Amount";
import { Skeleton } from "../../../components/ui/Skeleton";
import { SummaryBox, type SummaryRow } from "../../../components/ui/SummaryBox";
import type { QuoteView } from "../../../contracts/quote.types";
import type { OrderBlockReason } from "../../../domain/checkout/order-button";
import type { PriceTexts } from "../../basket/price-texts";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { blockText, OrderButton } from "./OrderButton";

interface Props {
  m: DeliveryStepMessages;
  texts: PriceTexts;
  /** The shop shows net prices (any mode but `brutto`): add the labelled net total. */
  netMode: boolean;
  /** The quote's amounts when they answer what is on screen. */
  amounts: QuoteView | null;
  /** A delivery method is chosen in the order state (whether it is offered: `amounts.delivery`). */
  deliveryChosen: boolean;
  /** Why the order button is blocked; undefined while it is not known yet. */
  blocked: OrderBlockReason | null | undefined;
  error: string;
  detailsHref: string;
}

const hasDiscount = (a: QuoteView | null) => !!a && a.discount > 0;
const hasGift = (a: QuoteView | null) => !!a?.giftCard?.ok && a.giftCard.paid > 0;
const hasFee = (a: QuoteView | null) => !!a && a.paymentFee > 0;

function summaryRows(
  m: DeliveryStepMessages,
  texts: PriceTexts,
  netMode: boolean,
  a: QuoteView | null,
  shape: { discount: boolean; gift: boolean; fee: boolean },
  deliveryChosen: boolean,
): SummaryRow[] {
  const noDelivery = !deliveryChosen || (a !== null && a.delivery === null);
  const rows: SummaryRow[] = [
    {
      key: "products",
      label: m["basket.productsTotal"],
      value: a ? <Amount lines={texts.lines(a.productsTotal, a.productsNetto)} /> : null,
    },
    {
      key: "delivery",
      label: m["delivery.deliveryCost"],
      value: noDelivery ? (
        <span className="muted">{m["delivery.notChosen"]}</span>
      ) : a ? (
        <Amount lines={texts.lines(a.deliveryPrice, a.deliveryNetto)} />
      ) : null,
    },
  ];
  // The chosen payment's fee (cash on delivery), chosen on the details step: part of the total.
  if (a ? hasFee(a) : shape.fee)
    rows.push({
      key: "fee",
      label: m["delivery.paymentFee"],
      value: a ? <Amount lines={texts.lines(a.paymentFee, a.paymentFeeNetto)} /> : null,
    });
  if (a ? hasDiscount(a) : shape.discount)
    rows.push({
      key: "discount",
      label: m["delivery.discount"],
      value: a ? <Amount lines={texts.lines(a.discount, a.discountNetto, "−")} /> : null,
      tone: "discount",
    });
  if (netMode)
    rows.push({
      key: "total-netto",
      label: m["delivery.totalNetto"],
      value: a ? texts.net(a.totalNetto) : null,
    });
  if (a ? hasGift(a) : shape.gift)
    rows.push({
      key: "gift",
      label: m["delivery.giftCardPaid"],
      value: a?.giftCard?.ok ? texts.gross(a.giftCard.paid, "−") : null,
      tone: "discount",
    });
  rows.push({
    key: "total",
    label: m["delivery.total"],
    value: a ? texts.gross(a.total) : null,
    tone: "total",
  });
  return rows;
}

export function OrderSummary(props: Props) {
  const { m, texts, netMode, amounts, blocked, error, detailsHref } = props;
  // The rows the last answer showed, kept while the next one is on its way.
  const shape = useRef({ discount: false, gift: false, fee: false });
  if (amounts)
    shape.current = {
      discount: hasDiscount(amounts),
      gift: hasGift(amounts),
      fee: hasFee(amounts),
    };
  const reason = blockText(m, blocked);
  return (
    <SummaryBox
      title={m["checkout.summaryTitle"]}
      label="summary"
      busy={amounts === null}
      rows={summaryRows(m, texts, netMode, amounts, shape.current, props.deliveryChosen)}
      ctaWideOnly
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <OrderButton m={m} blocked={blocked} detailsHref={detailsHref} block />
      {reason ? <p className="summary__reason order-block">{reason}</p> : null}
    </SummaryBox>
  );
}

/** Phones: the amount to pay and the order button pinned to the bottom of the screen. */
export function OrderActionBar({
  m,
  texts,
  amounts,
  blocked,
  detailsHref,
}: Pick<Props, "m" | "texts" | "amounts" | "blocked" | "detailsHref">) {
  const reason = blockText(m, blocked);
  return (
    <div className="action-bar">
      <div className="action-bar__amount" aria-busy={amounts === null}>
        <span>{m["delivery.total"]}</span>
        {amounts ? (
          <strong>{texts.gross(amounts.total)}</strong>
        ) : (
          <span className="summary__placeholder">
            <Skeleton lines={1} />
          </span>
        )}
        {/* Always there, empty when nothing blocks the order: its line is kept, so the bar
            does not grow when the shopper's basket, known only in the browser, names a reason. */}
        <span className="action-bar__reason">{reason}</span>
      </div>
      <OrderButton m={m} blocked={blocked} detailsHref={detailsHref} />
    </div>
  );
}
