/**
 * One meaning per VAT field of a stored order (issue 44 item 9; spec 2 §3 Order
 * `delivery.price.vat`, `total.vat`): a product line's rate in percent is `price.vatRate`, and
 * every `vat` (the delivery's, the payment's fee's, the total's) is an amount, gross less net.
 * Checked on an order placed now and on every order the demo seed stored (whose deliveries said
 * 23, a rate, before). Old orders are rewritten by migration 016 (its unit test).
 */
import { expect, test } from "@playwright/test";
import { choices, order, withDb, type Line } from "./order-helpers";

interface Price {
  brutto: number;
  netto: number;
  vat?: number;
  vatRate?: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function storedOrders(where: string, ...params: string[]) {
  const rows = await withDb((db) =>
    db
      .prepare(`select products, delivery, payment, total from orders where ${where}`)
      .all<{ products: string; delivery: string; payment: string; total: string }>(...params),
  );
  return rows.map((r) => ({
    lines: (JSON.parse(r.products) as { price: Price }[]).map((l) => l.price),
    delivery: (JSON.parse(r.delivery) as { price?: Price }).price,
    payment: (JSON.parse(r.payment) as { price?: Price }).price,
    total: JSON.parse(r.total) as Price,
  }));
}

test("a new order stores its lines' VAT rate as vatRate and every vat as an amount", async ({
  request,
}) => {
  // Kubek termiczny Delta K370: 95.66 zł at 23 %, cash on delivery with DPD (14.99 zł) and its 5 zł fee.
  const mug: Line = { product: "212", variantHash: "", quantity: 1, type: "normal" };
  const { deliveryId } = await choices(request, [mug], "Kurier DPD", "transfer");
  // Cash on delivery is offered once a courier is chosen.
  const quote = (await (
    await request.post("/api/public/order/quote?lang=pl", {
      data: { lines: [mug], country: "pl", postCode: "00-950", delivery: { id: deliveryId } },
    })
  ).json()) as { payments: { id: string; type: string }[] };
  const ids = { deliveryId, paymentId: quote.payments.find((p) => p.type === "cod")?.id ?? "" };
  const email = `vat-fields-${Date.now()}@example.com`;
  const res = await request.post("/api/public/order/new?lang=pl", {
    data: order([mug], ids, email),
  });
  expect(res.status()).toBe(201);
  const [stored] = await storedOrders("email = ?", email);
  expect(stored?.lines).toEqual([
    { brutto: 95.66, netto: 77.77, vatRate: 23, currencyBrutto: 95.66, currencyNetto: 77.77 },
  ]);
  // 14.99 / 1.23 = 12.19 net: 2.80 VAT; 5.00 / 1.23 = 4.07 net: 0.93 VAT.
  expect(stored?.delivery).toEqual({ brutto: 14.99, netto: 12.19, vat: 2.8 });
  expect(stored?.payment).toEqual({ brutto: 5, netto: 4.07, vat: 0.93 });
  // 95.66 + 14.99 + 5.00 = 115.65 gross; 77.77 + 12.19 + 4.07 = 94.03 net; 21.62 VAT.
  expect(stored?.total).toMatchObject({ brutto: 115.65, netto: 94.03, vat: 21.62 });
});

test("every seeded order has its lines' rates as vatRate and its delivery's vat as an amount", async () => {
  const orders = await storedOrders(
    "email in ('jan@example.com', 'ghost@example.com', 'firma@example.com')",
  );
  expect(orders.length).toBeGreaterThanOrEqual(9);
  for (const o of orders) {
    for (const line of o.lines) {
      expect(line.vat).toBeUndefined();
      expect(line.vatRate).toBe(23);
    }
    expect(o.delivery?.vat).toBe(round2((o.delivery?.brutto ?? 0) - (o.delivery?.netto ?? 0)));
    expect(o.total.vat).toBe(round2(o.total.brutto - o.total.netto));
  }
});
