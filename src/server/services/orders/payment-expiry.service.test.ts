import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/payment-expiry-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import { closeDb, getDb } from "../../db/client";
import { createSeededDatabase } from "../../db/seed/index";
import { expireUnpaidOrders } from "./payment-expiry.service";
import { paymentTimeoutMin } from "./payment-deadline";

const NOW = new Date("2026-11-26T12:00:00Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 20, images: false });
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

async function placeOrder(
  no: string,
  placed: string,
  paymentType: string,
  status = "PENDING",
): Promise<void> {
  const db = await getDb();
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "jan@example.com")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("orders")
    .values({
      no,
      public_id: `expiry-${no}-0000000000`,
      user_id: user.id,
      email: "jan@example.com",
      status,
      paid: 0,
      lang: "pl",
      currency: "pln",
      created_at: placed,
      sent_at: null,
      products: "[]",
      address: "{}",
      delivery: "{}",
      payment: JSON.stringify({ id: "1", type: paymentType, name: paymentType }),
      total: JSON.stringify({
        brutto: 60,
        netto: 48.78,
        vat: 11.22,
        products: 60,
        delivery: 0,
        currency: "pln",
        currencyRate: 1,
        giftCardCode: "EXPIRY-CARD",
        giftCardValue: 30,
        giftCardSpent: 30,
        code: "LOYALTY",
        codeDiscount: 1,
        usedPoints: 100,
      }),
      company: 0,
      nip: null,
      comment: null,
      ref: null,
      return_time: 14,
      can_return: 1,
      idempotency_key: null,
      request_digest: null,
      stock_taken: JSON.stringify([{ product: "3", variantHash: "", quantity: 2 }]),
    })
    .execute();
}

async function balances() {
  const db = await getDb();
  const card = await db
    .selectFrom("gift_cards")
    .select("used_value")
    .where("code", "=", "EXPIRY-CARD")
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom("users")
    .select("loyalty_points")
    .where("email", "=", "jan@example.com")
    .executeTakeFirstOrThrow();
  const stock = await db
    .selectFrom("variants")
    .select("count")
    .where("product_id", "=", 3)
    .executeTakeFirstOrThrow();
  return { card: Number(card.used_value), points: user.loyalty_points, stock: stock.count };
}

describe("unpaid online orders expire", () => {
  it("reads the timeout from PAYMENT_TIMEOUT_MIN, 60 minutes when unset or not a whole number", () => {
    expect(paymentTimeoutMin({ PAYMENT_TIMEOUT_MIN: "15" })).toBe(15);
    expect(paymentTimeoutMin({})).toBe(60);
    expect(paymentTimeoutMin({ PAYMENT_TIMEOUT_MIN: "0.5" })).toBe(60);
  });

  it("cancels an online order unpaid past the timeout once, giving back its stock, card value and points, and leaves the rest alone", async () => {
    const db = await getDb();
    await db
      .insertInto("gift_cards")
      .values({
        code: "EXPIRY-CARD",
        value: 100,
        currency: "pln",
        valid_until: "2027-01-01T00:00:00Z",
        used_value: 30,
        active: 1,
      })
      .execute();
    await placeOrder("2026/11/26/EXP001", minutesAgo(61), "p24");
    await placeOrder("2026/11/26/EXP002", minutesAgo(59), "p24");
    await placeOrder("2026/11/26/EXP003", minutesAgo(120), "transfer");
    await placeOrder("2026/11/26/EXP004", minutesAgo(120), "payu", "TMP_LOCK");
    const before = await balances();

    // Two instances run the job at the same moment: the order is cancelled and given back once.
    const runs = await Promise.all([expireUnpaidOrders(NOW, 60), expireUnpaidOrders(NOW, 60)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await expireUnpaidOrders(NOW, 60)).toBe(0);

    const statuses = await db
      .selectFrom("orders")
      .select(["no", "status"])
      .where("no", "like", "2026/11/26/EXP%")
      .orderBy("no")
      .execute();
    expect(statuses).toEqual([
      { no: "2026/11/26/EXP001", status: "CANCELED_LOCK" },
      { no: "2026/11/26/EXP002", status: "PENDING" },
      { no: "2026/11/26/EXP003", status: "PENDING" },
      { no: "2026/11/26/EXP004", status: "TMP_LOCK" },
    ]);
    // 30 zł back on the card, 100 points and 2 pieces back, once.
    expect(await balances()).toEqual({
      card: before.card - 30,
      points: before.points + 100,
      stock: before.stock + 2,
    });
  });
});
