import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/return-moves-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import { dayIn } from "../../../domain/orders/payment-record";
import { closeDb, getDb } from "../../db/client";
import { SHOP_TIME_ZONE } from "../../time-zone";
import { createSeededDatabase } from "../../db/seed/index";
import { insertTakenCard, takenBalances } from "../orders/taken-order.fixtures";
import { insertReturnedOrder } from "./return-moves.fixtures";
import { markOrderPaid } from "./order-moves.service";
import { acceptReturn, recordRefundSent, rejectReturn } from "./return-moves.service";
import { settleReturn } from "./return-settle.service";

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 20, images: false });
  await insertTakenCard("RETURN-CARD");
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

const plain = (s: string) => s.replace(/\u00a0/g, " ");

async function stored(no: string) {
  const db = await getDb();
  return db
    .selectFrom("returns")
    .select(["status", "products", "settlement", "refund_state", "reject_reason"])
    .where("no", "=", no)
    .executeTakeFirstOrThrow();
}

async function refunds(attemptId: number | null) {
  const db = await getDb();
  return db
    .selectFrom("payment_refunds")
    .select("amount")
    .where("attempt_id", "=", attemptId ?? 0)
    .execute();
}

async function lastMail() {
  const db = await getDb();
  const mail = await db
    .selectFrom("mail_outbox")
    .select(["subject", "text"])
    .where("to", "=", "jan@example.com")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return { subject: mail.subject, text: plain(mail.text) };
}

describe("the owner's moves of a return", () => {
  it("settles a return: stock, the gift card's part and the provider refund come back once, however often it is submitted", async () => {
    const placed = await insertReturnedOrder("2026/11/27/RET001", {
      online: true,
      card: "RETURN-CARD",
    });
    const no = "R/2026/11/27/RET001/1";
    expect(await settleReturn(no, [])).toEqual({ ok: false, error: "notAllowed" });
    expect(await acceptReturn(no)).toEqual({ ok: true, settlement: null });
    expect((await lastMail()).subject).toBe(`Zwrot ${no} został przyjęty`);
    const before = await takenBalances("RETURN-CARD");

    const [a, b] = await Promise.all([settleReturn(no, ["2"]), settleReturn(no, ["2"])]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(await settleReturn(no, ["2"])).toEqual({ ok: false, error: "notAllowed" });

    // 2 × 30 zł less the 6 zł discount = 54 zł: 44 zł paid online back through the provider,
    // the other 10 zł back onto the card; the 2 pieces back in stock.
    expect(await refunds(placed.attemptId)).toEqual([{ amount: "44.00" }]);
    expect(await takenBalances("RETURN-CARD")).toEqual({
      ...before,
      stock: before.stock + 2,
      card: before.card - 10,
    });
    const row = await stored(no);
    expect(row.status).toBe("SETTLED");
    expect(row.refund_state).toBe("done");
    expect(JSON.parse(row.products)).toEqual([
      {
        id: "3",
        variantHash: "",
        declaredCount: 2,
        returnCount: 2,
        returnReason: "defectiveProduct",
      },
    ]);
    expect(JSON.parse(row.settlement ?? "null")).toMatchObject({
      amount: 54,
      currency: "pln",
      provider: { attemptId: placed.attemptId, amount: 44 },
      giftCard: { code: "RETURN-CARD", amount: 10, cardAmount: 10 },
      manual: 0,
    });
    const mail = await lastMail();
    expect(mail.subject).toBe(`Zwrot ${no} został rozliczony`);
    expect(mail.text).toContain("Oddajemy 54,00 zł.");
    expect(mail.text).toContain("10,00 zł wraca na kartę podarunkową RETURN-CARD.");
  });

  it("refunds only what was received, less its share of the order's discount", async () => {
    const placed = await insertReturnedOrder("2026/11/27/RET002", { online: true });
    const no = "R/2026/11/27/RET002/1";
    await acceptReturn(no);
    const before = await takenBalances("RETURN-CARD");
    expect(await settleReturn(no, ["3"])).toEqual({ ok: false, error: "countInvalid" });
    const settled = await settleReturn(no, ["1"]);
    // 1 × 30 zł less its half of the 6 zł discount: 27 zł.
    expect(settled.ok && settled.settlement?.amount).toBe(27);
    expect(await refunds(placed.attemptId)).toEqual([{ amount: "27.00" }]);
    expect((await takenBalances("RETURN-CARD")).stock).toBe(before.stock + 1);
  });

  it("rejects a return only with a reason, which is stored and e-mailed to the customer", async () => {
    await insertReturnedOrder("2026/11/27/RET003", { online: false });
    const no = "R/2026/11/27/RET003/1";
    expect(await rejectReturn(no, "   ")).toEqual({ ok: false, error: "reasonRequired" });
    expect((await stored(no)).status).toBe("NEW");
    expect(await rejectReturn(no, "Produkt nosi ślady użycia")).toEqual({
      ok: true,
      settlement: null,
    });
    const row = await stored(no);
    expect(row.status).toBe("REJECTED");
    expect(row.reject_reason).toBe("Produkt nosi ślady użycia");
    const mail = await lastMail();
    expect(mail.subject).toBe(`Zwrot ${no} został odrzucony`);
    expect(mail.text).toContain("Powód: Produkt nosi ślady użycia");
    expect(await acceptReturn(no)).toEqual({ ok: false, error: "notAllowed" });
  });

  it("records the refund of a bank-transfer order as owed by hand", async () => {
    await insertReturnedOrder("2026/11/27/RET004", { online: false });
    const no = "R/2026/11/27/RET004/1";
    await acceptReturn(no);
    const settled = await settleReturn(no, []);
    expect(settled.ok && settled.settlement).toMatchObject({
      amount: 30,
      provider: null,
      giftCard: null,
      manual: 30,
    });
    expect((await stored(no)).refund_state).toBe("owed");
    expect((await lastMail()).text).toContain("30,00 zł przelejemy na Twoje konto.");
    // The owner records the transfer as sent, once; the customer is told.
    const [x, y] = await Promise.all([recordRefundSent(no), recordRefundSent(no)]);
    expect([x.ok, y.ok].sort()).toEqual([false, true]);
    const sent = await stored(no);
    expect(sent.refund_state).toBe("sent");
    expect(JSON.parse(sent.settlement ?? "null")).toMatchObject({ manual: 30 });
    expect(JSON.parse(sent.settlement ?? "null").manualSentAt).toEqual(expect.any(String));
    const mail = await lastMail();
    expect(mail.subject).toBe(`Pieniądze za zwrot ${no} zostały wysłane`);
    expect(mail.text).toContain("przelaliśmy 30,00 zł za zwrot");
  });

  it("settles no money for an order paid on delivery until its payment is recorded, then at most what was recorded", async () => {
    await insertReturnedOrder("2026/11/27/RET005", { online: false, cod: true });
    const no = "R/2026/11/27/RET005/1";
    await acceptReturn(no);
    expect(await settleReturn(no, [])).toEqual({ ok: false, error: "orderUnpaid" });
    expect((await stored(no)).status).toBe("ACCEPTED");
    // The courier brought 25 zł of the 40 zł (the owner records what came).
    const day = dayIn(Date.now(), SHOP_TIME_ZONE);
    expect(await markOrderPaid("2026/11/27/RET005", { amount: "25,00", paidOn: day })).toEqual({
      ok: true,
      refunded: null,
    });
    const settled = await settleReturn(no, []);
    expect(settled.ok && settled.settlement).toMatchObject({ amount: 25, manual: 25 });
    expect((await stored(no)).refund_state).toBe("owed");
  });
});
