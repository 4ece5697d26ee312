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
import { insertTakenCard, insertTakenOrder, takenBalances } from "./taken-order.fixtures";

const NOW = new Date("2026-11-26T12:00:00Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 20, images: false });
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

const placeOrder = (no: string, placed: string, paymentType: string, status = "PENDING") =>
  insertTakenOrder({ no, placed, paymentType, status, card: "EXPIRY-CARD" });
const balances = () => takenBalances("EXPIRY-CARD");

describe("unpaid online orders expire", () => {
  it("reads the timeout from PAYMENT_TIMEOUT_MIN, 60 minutes when unset or not a whole number", () => {
    expect(paymentTimeoutMin({ PAYMENT_TIMEOUT_MIN: "15" })).toBe(15);
    expect(paymentTimeoutMin({})).toBe(60);
    expect(paymentTimeoutMin({ PAYMENT_TIMEOUT_MIN: "0.5" })).toBe(60);
  });

  it("cancels an online order unpaid past the timeout once, giving back its stock, card value and points, and leaves the rest alone", async () => {
    const db = await getDb();
    await insertTakenCard("EXPIRY-CARD");
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
    // It keeps why and what came back, and tells the customer so.
    const cancelled = await db
      .selectFrom("orders")
      .select("cancellation")
      .where("no", "=", "2026/11/26/EXP001")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(cancelled.cancellation ?? "null")).toEqual({
      reason: "paymentExpired",
      note: null,
      at: NOW.toISOString(),
      giftCard: { code: "EXPIRY-CARD", amount: 30 },
      points: 100,
      money: null,
    });
    const mails = await db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("subject", "like", "Zamówienie 2026/11/26/EXP% zostało anulowane")
      .execute();
    expect(mails).toEqual([{ subject: "Zamówienie 2026/11/26/EXP001 zostało anulowane" }]);
  });
});
