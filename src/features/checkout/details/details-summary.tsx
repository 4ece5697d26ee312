/**
 * The order details step's summary rows in the shop's price display mode,
 * like the delivery step's (`OrderSummary`): products, discount and delivery
 * show the mode's lines, labelled in net modes, a two-figure mode's one above
 * the other (`Amount`); net modes add the labelled net total; a gift card the
 * delivery step was given shows what it pays (a means of payment, gross, as on
 * the delivery step); "to pay" is the gross total, labelled gross in net modes.
 */
import { Amount } from "../../../components/ui/Amount";
import type { SummaryRow } from "../../../components/ui/SummaryBox";
import type { QuoteView } from "../../../contracts/quote.types";
import { isNetMode } from "../../../domain/pricing/price-display";
import type { PriceDisplayMode } from "../../../domain/shop/settings.types";
import type { PriceTextMessages, PriceTexts } from "../../basket/price-texts";
import type { DetailsMessages } from "./details.messages";

export function detailsSummaryRows(
  m: DetailsMessages,
  pm: PriceTextMessages,
  texts: PriceTexts,
  mode: PriceDisplayMode,
  view: QuoteView | null,
  deliveryName: string | undefined,
  giftCardLabel: string,
): SummaryRow[] {
  const rows: SummaryRow[] = [
    {
      key: "products",
      label: m["details.products"],
      value: view ? <Amount lines={texts.lines(view.productsTotal, view.productsNetto)} /> : null,
    },
  ];
  if (view && view.discount > 0)
    rows.push({
      key: "discount",
      label: m["details.discount"],
      value: <Amount lines={texts.lines(view.discount, view.discountNetto, "−")} />,
      tone: "discount",
    });
  rows.push({
    key: "delivery",
    label: deliveryName ?? m["details.delivery"],
    // Opened before a delivery was chosen (or the chosen one is gone): no "0,00 zł" for it.
    value: !view ? null : view.delivery === null ? (
      <span className="muted">{m["details.deliveryNotChosen"]}</span>
    ) : (
      <Amount lines={texts.lines(view.deliveryPrice, view.deliveryNetto)} />
    ),
  });
  // The chosen payment's fee (cash on delivery: 5 zł), named after the payment.
  const fee = view?.payments.find((p) => p.id === view.payment);
  if (view && fee && view.paymentFee > 0)
    rows.push({
      key: "fee",
      label: fee.name,
      value: <Amount lines={texts.lines(view.paymentFee, view.paymentFeeNetto)} />,
    });
  if (isNetMode(mode))
    rows.push({
      key: "total-netto",
      label: pm["delivery.totalNetto"],
      value: view ? texts.net(view.totalNetto) : null,
    });
  if (view?.giftCard?.ok && view.giftCard.paid > 0)
    rows.push({
      key: "gift",
      label: giftCardLabel,
      value: texts.gross(view.giftCard.paid, "−"),
      tone: "discount",
    });
  rows.push({
    key: "total",
    label: m["details.total"],
    value: view ? texts.gross(view.total) : null,
    tone: "total",
  });
  return rows;
}
