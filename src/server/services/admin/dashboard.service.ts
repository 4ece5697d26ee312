/**
 * The back office home screen (issue 31, item 7): today's orders and their revenue in the
 * shop's base currency (each order's gross divided by the rate it was placed at), the orders
 * waiting to ship (PENDING and either paid or paid offline: bank transfer, cash on delivery),
 * the returns to decide (NEW) and the products low on stock. "Today" is the shop's day
 * (`SHOP_TIME_ZONE`).
 */
import { isOnlinePayment } from "../../../domain/checkout/payment-options";
import { round2 } from "../../../domain/pricing/rounding";
import { instantOf, wallClockAt } from "../../../domain/shop/dates";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type { OrderPaymentJson, OrderTotalJson } from "../../db/schema";
import {
  countLowStock,
  countReturnsWithStatus,
  orderTotalsSince,
  pendingOrderPayments,
} from "../../repositories/admin/dashboard.repository";
import { SHOP_TIME_ZONE } from "../../time-zone";

/** At most this many pieces in stock is "low". */
export const LOW_STOCK_MAX = 5;

export interface OwnerHome {
  ordersToday: number;
  /** In the base currency, two decimals. */
  revenueToday: number;
  toShip: number;
  returnsNew: number;
  lowStock: number;
}

/** The instant today began in the shop's time zone, as ISO text. */
function startOfShopDay(now: Date, timeZone: string): string {
  const clock = wallClockAt(now.getTime(), timeZone);
  const start = clock ? instantOf({ ...clock, hour: 0, minute: 0 }, timeZone) : null;
  return new Date(start ?? now.getTime() - (now.getTime() % 86_400_000)).toISOString();
}

function baseGross(totalJson: string): number {
  const total = parseJson<OrderTotalJson | null>(totalJson, null);
  if (!total || !Number.isFinite(total.brutto)) return 0;
  return total.brutto / (total.currencyRate || 1);
}

function waitsToShip(order: { paid: number; payment: string }): boolean {
  if (order.paid === 1) return true;
  const payment = parseJson<OrderPaymentJson | null>(order.payment, null);
  return payment !== null && !isOnlinePayment(payment.type);
}

export async function ownerHome(now: Date = new Date()): Promise<OwnerHome> {
  const db = await getDb();
  const [today, pending, returnsNew, lowStock] = await Promise.all([
    orderTotalsSince(db, startOfShopDay(now, SHOP_TIME_ZONE)),
    pendingOrderPayments(db),
    countReturnsWithStatus(db, "NEW"),
    countLowStock(db, LOW_STOCK_MAX),
  ]);
  return {
    ordersToday: today.length,
    revenueToday: round2(today.reduce((sum, o) => sum + baseGross(o.total), 0)),
    toShip: pending.filter(waitsToShip).length,
    returnsNew,
    lowStock,
  };
}
