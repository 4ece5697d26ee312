import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/order-moves-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import { closeDb, getDb } from "../../db/client";
import { createSeededDatabase } from "../../db/seed/index";
import { insertTakenCard, insertTakenOrder, takenBalances } from "../orders/taken-order.fixtures";
import { cancelOrder, realizeOrder, shipOrder } from "./order-moves.service";

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 20, images: false });
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

const placeOrder = (no: string, paymentType: string, paid: 0 | 1) =>
  insertTakenOrder({ no, paymentType, paid, card: "MOVES-CARD" });
const balances = () => takenBalances("MOVES-CARD");

async function order(no: string) {
  const db = await getDb();
  return db
    .selectFrom("orders")
    .select(["status", "tracking", "sent_at"])
    .where("no", "=", no)
    .executeTakeFirstOrThrow();
}

describe("the owner's moves of an order", () => {
  it("ships a paid order with its tracking page, e-mails the customer, then marks it delivered", async () => {
    await placeOrder("2026/11/27/MOV001", "p24", 1);
    expect(await shipOrder("2026/11/27/MOV001", "dpd", "0000123456789U")).toEqual({
      ok: true,
      refunded: null,
    });
    const sent = await order("2026/11/27/MOV001");
    expect(sent.status).toBe("SENT");
    expect(sent.sent_at).not.toBeNull();
    expect(JSON.parse(sent.tracking ?? "null")).toEqual({
      carrier: "DPD",
      number: "0000123456789U",
      url: "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U",
    });
    const mail = await (
      await getDb()
    )
      .selectFrom("mail_outbox")
      .select(["subject", "text"])
      .where("to", "=", "jan@example.com")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Zamówienie 2026/11/27/MOV001 zostało wysłane");
    expect(mail.text).toContain(
      "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U",
    );

    expect(await shipOrder("2026/11/27/MOV001", "dpd", "0000123456789U")).toEqual({
      ok: false,
      error: "notAllowed",
    });
    expect(await realizeOrder("2026/11/27/MOV001")).toEqual({ ok: true, refunded: null });
    expect((await order("2026/11/27/MOV001")).status).toBe("REALIZED");
  });

  it("does not ship an order paid online that still waits for its money", async () => {
    await placeOrder("2026/11/27/MOV002", "payu", 0);
    expect(await shipOrder("2026/11/27/MOV002", "inpost", "620000000000000000000001")).toEqual({
      ok: false,
      error: "notAllowed",
    });
  });

  it("cancels a paid order: stock, card value and points come back at once and the payment is refunded", async () => {
    const db = await getDb();
    await insertTakenCard("MOVES-CARD");
    const id = await placeOrder("2026/11/27/MOV003", "p24", 1);
    const at = new Date().toISOString();
    const attempt = await db
      .insertInto("payment_attempts")
      .values({
        order_id: id,
        provider: "test",
        provider_ref: "test_000000000000000000000003",
        method_id: "1",
        amount: "30.00",
        currency: "pln",
        status: "paid",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const before = await balances();

    const why = { reason: "outOfStock" as const, note: "Kubek się stłukł w magazynie." };
    expect(await cancelOrder("2026/11/27/MOV003", why)).toEqual({ ok: true, refunded: "30.00" });
    expect((await order("2026/11/27/MOV003")).status).toBe("CANCELED");
    // 2 items back, 30 zł back on the card, 100 points back.
    expect(await balances()).toEqual({
      stock: before.stock + 2,
      card: before.card - 30,
      points: before.points + 100,
    });
    const refunds = await db
      .selectFrom("payment_refunds")
      .select(["amount"])
      .where("attempt_id", "=", Number(attempt.id))
      .execute();
    expect(refunds).toEqual([{ amount: "30.00" }]);
    // Why, and what came back: the 30 zł paid online refunded, 30 zł on the card, 100 points.
    const stored = await db
      .selectFrom("orders")
      .select("cancellation")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.cancellation ?? "null")).toMatchObject({
      reason: "outOfStock",
      note: "Kubek się stłukł w magazynie.",
      giftCard: { code: "MOVES-CARD", amount: 30 },
      points: 100,
      money: { amount: 30, way: "provider", refunded: true },
    });
    const mail = await db
      .selectFrom("mail_outbox")
      .select(["subject", "text"])
      .where("to", "=", "jan@example.com")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Zamówienie 2026/11/27/MOV003 zostało anulowane");
    expect(mail.text.replace(/\u00a0/g, " ")).toContain(
      [
        "Powód: zamówionego produktu zabrakło w magazynie",
        "Wiadomość od sklepu: Kubek się stłukł w magazynie.",
        "",
        "Co Ci zwracamy:",
        "– 30,00 zł zwróciliśmy tą samą drogą, którą zapłacono",
        "– 30,00 zł na kartę podarunkową MOVES-CARD",
        "– 100 pkt. na Twoje konto w sklepie",
      ].join("\n"),
    );
    expect(await cancelOrder("2026/11/27/MOV003", why)).toEqual({ ok: false, error: "notAllowed" });
  });
});
