import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/owner-home-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import { closeDb, getDb } from "../../db/client";
import { createSeededDatabase } from "../../db/seed/index";
import { ownerHome } from "./dashboard.service";

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 20, images: false });
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

interface Placed {
  status: string;
  paid: boolean;
  payment: string;
  brutto: number;
  currency: string;
  rate: number;
}

async function place(no: string, at: Date, o: Placed): Promise<void> {
  const db = await getDb();
  await db
    .insertInto("orders")
    .values({
      no,
      public_id: `home-${no}-000000000000`,
      user_id: null,
      email: "guest@example.com",
      status: o.status,
      paid: o.paid ? 1 : 0,
      lang: "pl",
      currency: o.currency,
      created_at: at.toISOString(),
      sent_at: null,
      products: "[]",
      address: "{}",
      delivery: "{}",
      payment: JSON.stringify({ id: "1", type: o.payment, name: o.payment }),
      total: JSON.stringify({
        brutto: o.brutto,
        netto: 0,
        vat: 0,
        products: o.brutto,
        delivery: 0,
        currency: o.currency,
        currencyRate: o.rate,
      }),
      company: 0,
      nip: null,
      comment: null,
      ref: null,
      return_time: 14,
      can_return: 1,
      idempotency_key: null,
      request_digest: null,
      stock_taken: null,
    })
    .execute();
}

describe("the back office's home screen", () => {
  it("counts today's orders in the base currency and the orders waiting to ship", async () => {
    // Noon in Warsaw, far from midnight whatever the season.
    const now = new Date("2030-06-15T10:00:00Z");
    const before = await ownerHome(now);
    const order = { status: "PENDING", paid: false, currency: "pln", rate: 1 };
    await place("H1", now, { ...order, paid: true, payment: "card", brutto: 100 });
    await place("H2", now, {
      ...order,
      payment: "transfer",
      brutto: 50,
      currency: "eur",
      rate: 0.25,
    });
    await place("H3", now, { ...order, payment: "card", brutto: 10 });
    await place("H4", now, { ...order, status: "CANCELED", payment: "card", brutto: 999 });
    await place("H5", new Date("2030-06-14T21:00:00Z"), { ...order, payment: "cod", brutto: 7 });
    const after = await ownerHome(now);
    // H1, H2 (200 zł at 0.25) and H3 today; H4 is cancelled; H5 was yesterday in Warsaw.
    expect(after.ordersToday - before.ordersToday).toBe(3);
    expect(after.revenueToday - before.revenueToday).toBeCloseTo(310, 2);
    // Paid (H1) or paid offline (H2, H5); H3 waits for its online payment.
    expect(after.toShip - before.toShip).toBe(3);
    expect(after.returnsNew).toBe(before.returnsNew);
  });
});
