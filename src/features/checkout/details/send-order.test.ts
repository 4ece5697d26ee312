import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderRequest } from "../../../domain/checkout/order-request";
import { $checkout, EMPTY_CHECKOUT } from "./checkout-form.store";
import { sendOrder } from "./send-order";

const mug = { product: "212", variantHash: "", quantity: 1, type: "normal" };
const request: OrderRequest = {
  lines: [mug],
  country: "pl",
  delivery: { id: "3" },
  paymentId: "5",
  form: { ...EMPTY_CHECKOUT.form, email: "anna@example.com" },
};
const extra = { currency: "pln", lang: "pl" };

/** A fetch answering in turn ("lost": the request went out, its answer never came back). */
function answering(...answers: (Response | "lost")[]) {
  const keys: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push((JSON.parse(String(init.body)) as { idempotencyKey: string }).idempotencyKey);
      const next = answers.shift();
      if (!next || next === "lost") throw new TypeError("Failed to fetch");
      return next;
    }),
  );
  return keys;
}

function counter(): () => string {
  let n = 0;
  return () => `key${++n}`.padEnd(22, "x");
}

beforeEach(() => $checkout.set(EMPTY_CHECKOUT));
afterEach(() => vi.unstubAllGlobals());

describe("sending the order", () => {
  it("retries a lost answer under the same key and a changed basket under a new one", async () => {
    const random = counter();
    const keys = answering(
      "lost",
      Response.json({ summaryId: "s1", redirect: null }, { status: 200 }),
      Response.json({ summaryId: "s2", redirect: null }, { status: 201 }),
    );
    // The first answer is lost on the way (fetch fails): the key stays for this request.
    expect((await sendOrder(request, extra, random)).ok).toBe(false);
    await sendOrder(request, extra, random);
    // The shopper then adds a second mug: a new request, a new key.
    await sendOrder({ ...request, lines: [{ ...mug, quantity: 2 }] }, extra, random);
    expect(keys).toEqual(["key1".padEnd(22, "x"), "key1".padEnd(22, "x"), "key2".padEnd(22, "x")]);
  });

  it("sends once more under a fresh key when the server keeps the key for another request", async () => {
    const keys = answering(
      Response.json({ error: "idempotencyKeyReused" }, { status: 422 }),
      Response.json({ summaryId: "s2", redirect: null }, { status: 201 }),
    );
    const res = await sendOrder(request, extra, counter());
    expect(res).toEqual({ ok: true, status: 201, data: { summaryId: "s2", redirect: null } });
    expect(keys).toEqual(["key1".padEnd(22, "x"), "key2".padEnd(22, "x")]);
  });

  it("orders the kept basket again under a fresh key when the key's order was cancelled unpaid", async () => {
    const keys = answering(
      Response.json({ error: "orderCancelled" }, { status: 409 }),
      Response.json({ summaryId: "s3", redirect: "/order/pay/s3" }, { status: 201 }),
    );
    const res = await sendOrder(request, extra, counter());
    expect(res).toEqual({
      ok: true,
      status: 201,
      data: { summaryId: "s3", redirect: "/order/pay/s3" },
    });
    expect(keys).toEqual(["key1".padEnd(22, "x"), "key2".padEnd(22, "x")]);
  });
});
