/**
 * The order summary (`/order/summary/{id}`, spec 2 §2 Order summary): found
 * by the order's unguessable public id (the link in the confirmation e-mail
 * and the step's redirect), with what the page shows: number, date, total to
 * pay, payment (and the bank details for a transfer), paid flag, status and
 * the e-mail the confirmation went to. The order e-mails read the same model
 * (`placedOrder`: views/order-view.ts), so a line or an amount the order gains
 * shows in both.
 */
import { readCancellation, type Cancellation } from "../../../domain/orders/cancellation";
import type { CompanyDetails } from "../../../domain/shop/settings.types";
import { getDb } from "../../db/client";
import { paymentMethodData } from "../../repositories/checkout/checkout.repository";
import { orderByPublicId } from "../../repositories/orders/order-reads.repository";
import {
  orderView,
  transferDetails,
  type OrderAmount,
  type OrderView,
  type TransferDetails,
} from "../../views/order-view";

/** The summary's rows of `amounts`: the total only when a gift card paid a part or nothing is owed. */
function summaryAmounts(amounts: readonly OrderAmount[]): OrderAmount[] {
  const card = amounts.some((a) => a.kind === "giftCard");
  const settled = amounts.some((a) => a.kind === "paid" || a.kind === "toPay");
  return amounts.filter(
    (a) =>
      a.kind === "giftCard" ||
      a.kind === "paid" ||
      a.kind === "toPay" ||
      (a.kind === "total" && (card || !settled)),
  );
}

export interface OrderSummary {
  no: string;
  createdAt: string;
  status: string;
  paid: boolean;
  email: string;
  currency: string;
  toPay: number;
  /**
   * The amounts the summary lists (issue 44 item 4): the total and the gift card when one paid
   * a part, then what was paid or is to pay (views/order-view.ts `orderAmounts`, as the
   * e-mails and the account's order page say it).
   */
  amounts: OrderAmount[];
  payment: { type: string; name: string };
  /** The shop's bank account for a bank-transfer order. */
  account: string | null;
  /** How to pay a bank-transfer order: account, recipient, title and amount. */
  transfer: TransferDetails | null;
  /** The carrier, parcel number and tracking page of a sent order (issue 31). */
  tracking: OrderView["tracking"];
  /** Why a cancelled order was cancelled and what it gave back (issue 44), null when unknown. */
  cancellation: Cancellation | null;
}

export interface PlacedOrder {
  view: OrderView;
  transfer: TransferDetails | null;
  cancellation: Cancellation | null;
}

interface ShopOf {
  baseLang: string;
  companyDetails: Pick<CompanyDetails, "name" | "address">;
}

/** The read model of the order behind a summary link, or null for an unknown id. */
export async function placedOrder(publicId: string, shop: ShopOf): Promise<PlacedOrder | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(publicId)) return null;
  const row = await orderByPublicId(await getDb(), publicId);
  if (!row) return null;
  const view = orderView(row, shop.baseLang);
  const method =
    view.payment.type === "transfer" ? await paymentMethodData(Number(view.payment.id)) : undefined;
  return {
    view,
    transfer: transferDetails(view, method, shop.companyDetails),
    cancellation: readCancellation(row.cancellation),
  };
}

export async function orderSummary(publicId: string, shop: ShopOf): Promise<OrderSummary | null> {
  const order = await placedOrder(publicId, shop);
  if (!order) return null;
  const { view, transfer, cancellation } = order;
  return {
    no: view.no,
    createdAt: view.createdAt,
    status: view.status,
    paid: view.paid,
    email: view.email,
    currency: view.currency,
    toPay: view.toPay,
    amounts: summaryAmounts(view.amounts),
    payment: { type: view.payment.type, name: view.payment.name },
    account: transfer?.account ?? null,
    transfer,
    tracking: view.tracking,
    cancellation,
  };
}
