/**
 * The read model of a placed order: what the order summary page and the order e-mails
 * (confirmation, the shop's new-order notice) show, built from the stored row once, so both
 * read the same lines and amounts. Lines carry the name in the order's language, the quantity,
 * the unit price and the VAT rate; `amounts` are the signed rows between the lines and what is
 * left after the gift card (products, discount, delivery, the total, the gift card, then what
 * was paid or is to pay: the summary page, the account's order page and the e-mails agree). An amount the order
 * gains later (a payment fee) is one more row here, and the summary and the e-mails follow;
 * until it has its own row, whatever the total holds beyond products and delivery shows as
 * `other`, so the rows always add up to the total.
 */
import type { CompanyDetails } from "../../domain/shop/settings.types";
import { paymentState, type PaymentState } from "../../domain/orders/order-status";
import { round2 } from "../../domain/pricing/rounding";
import { parseJson } from "../db/json";
import type {
  AddressJson,
  OrderDeliveryJson,
  OrderPaymentJson,
  OrderProductJson,
  OrderRow,
  OrderTotalJson,
  OrderTrackingJson,
} from "../db/schema";
import { amountToPay } from "./amount-to-pay";

export interface OrderViewLine {
  name: string;
  /** "Kolor: czerwony, Rozmiar: M" in the order's language, "" without variants. */
  variant: string;
  code: string;
  quantity: number;
  unit: string | null;
  unitPrice: number;
  /** VAT rate in percent. */
  vatRate: number;
  total: number;
}

export type OrderAmountKind =
  | "products"
  | "discount"
  | "points"
  | "delivery"
  | "paymentFee"
  | "other"
  | "total"
  | "giftCard"
  | "toPay"
  | "paid";

export interface OrderAmount {
  kind: OrderAmountKind;
  /** Signed: a discount or a gift card is negative. */
  amount: number;
  /** The promo code (discount), the points used (points) or the gift card's code. */
  detail?: string | undefined;
}

export interface OrderView {
  no: string;
  createdAt: string;
  status: string;
  paid: boolean;
  email: string;
  lang: string;
  currency: string;
  lines: OrderViewLine[];
  amounts: OrderAmount[];
  toPay: number;
  delivery: { name: string; type: string; price: number; pickupPoint: string | null };
  payment: { id: string; type: string; name: string };
  ship: AddressJson | null;
  /** The invoice address of a company order (null otherwise). */
  invoice: AddressJson | null;
  nip: string | null;
  comment: string | null;
  /** How a sent order travels (carrier, parcel number, tracking page), null before it is sent. */
  tracking: OrderTrackingJson | null;
}

/** How the shopper pays a bank-transfer order (spec 2 §2 Order summary: the account number). */
export interface TransferDetails {
  account: string;
  recipient: string;
  /** The transfer's title: the order number. */
  title: string;
  amount: number;
  currency: string;
}

function line(p: OrderProductJson, lang: string, baseLang: string): OrderViewLine {
  const variant = p.variant?.[lang] ?? p.variant?.[baseLang] ?? {};
  return {
    name: p.name[lang] ?? p.name[baseLang] ?? p.id,
    variant: Object.entries(variant)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", "),
    code: [p.code, p.code2].filter(Boolean).join(" / "),
    quantity: p.quantity,
    unit: p.unit || null,
    unitPrice: p.price.currencyBrutto,
    vatRate: p.price.vatRate,
    total: round2(p.price.currencyBrutto * p.quantity),
  };
}

/**
 * The signed rows from the products to what is left after the gift card: paid (`state` "paid"),
 * to pay ("due"), or no such row for an order cancelled unpaid (null).
 */
export function orderAmounts(total: OrderTotalJson, state: PaymentState = "due"): OrderAmount[] {
  const discount = total.codeDiscount ?? 0;
  const rows: OrderAmount[] = [{ kind: "products", amount: round2(total.products + discount) }];
  if (discount > 0) {
    const points = total.code === "LOYALTY" && total.usedPoints;
    rows.push(
      points
        ? { kind: "points", amount: -discount, detail: String(total.usedPoints) }
        : { kind: "discount", amount: -discount, detail: total.code },
    );
  }
  rows.push({ kind: "delivery", amount: total.delivery });
  const fee = total.paymentFee ?? 0;
  if (fee > 0) rows.push({ kind: "paymentFee", amount: fee });
  const other = round2(total.brutto - total.products - total.delivery - fee);
  if (other !== 0) rows.push({ kind: "other", amount: other });
  rows.push({ kind: "total", amount: total.brutto });
  if (total.giftCardValue)
    rows.push({ kind: "giftCard", amount: -total.giftCardValue, detail: total.giftCardCode });
  if (state) rows.push({ kind: state === "paid" ? "paid" : "toPay", amount: amountToPay(total) });
  return rows;
}

export function orderView(row: OrderRow, baseLang: string): OrderView {
  const total = parseJson<OrderTotalJson>(row.total, {
    brutto: 0,
    netto: 0,
    vat: 0,
    products: 0,
    delivery: 0,
    currency: row.currency,
    currencyRate: 1,
  });
  const delivery = parseJson<OrderDeliveryJson>(row.delivery, {} as OrderDeliveryJson);
  const payment = parseJson<OrderPaymentJson>(row.payment, {} as OrderPaymentJson);
  const address = parseJson<{ ship?: AddressJson; invoice?: AddressJson }>(row.address, {});
  return {
    no: row.no,
    createdAt: row.created_at,
    status: row.status,
    paid: row.paid === 1,
    email: row.email,
    lang: row.lang,
    currency: row.currency,
    lines: parseJson<OrderProductJson[]>(row.products, []).map((p) => line(p, row.lang, baseLang)),
    amounts: orderAmounts(total, paymentState({ status: row.status, paid: row.paid === 1 })),
    toPay: amountToPay(total),
    delivery: {
      name: delivery.name ?? "",
      type: delivery.type ?? "",
      price: delivery.price?.brutto ?? total.delivery,
      pickupPoint: delivery.data?.name ?? null,
    },
    payment: { id: payment.id ?? "", type: payment.type ?? "", name: payment.name ?? "" },
    ship: address.ship ?? null,
    invoice: row.company === 1 ? (address.invoice ?? null) : null,
    nip: row.nip,
    comment: row.comment,
    tracking: parseJson<OrderTrackingJson | null>(row.tracking ?? "null", null),
  };
}

/**
 * The bank details of a transfer order: the method's account (payment method data), the shop
 * as the recipient (the method's `recipient` when set), the order number as the title and
 * what is left to pay. Null for another payment or a method without an account.
 */
export function transferDetails(
  view: Pick<OrderView, "no" | "payment" | "toPay" | "currency">,
  methodData: string | undefined,
  company: Pick<CompanyDetails, "name" | "address">,
): TransferDetails | null {
  if (view.payment.type !== "transfer") return null;
  const data = parseJson<{ account?: unknown; recipient?: unknown }>(methodData ?? "{}", {});
  if (typeof data.account !== "string" || !data.account.trim()) return null;
  const recipient =
    typeof data.recipient === "string" && data.recipient.trim()
      ? data.recipient
      : [company.name, company.address].filter(Boolean).join(", ");
  return {
    account: data.account,
    recipient,
    title: view.no,
    amount: view.toPay,
    currency: view.currency,
  };
}
