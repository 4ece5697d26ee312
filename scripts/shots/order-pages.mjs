// The shots of the pages that follow an order (issue 32 item 8): the placed order's summary,
// the customer's orders list and order page, the return form, the filed return and the returns
// list. The order is placed through the API as the page's logged-in customer (bank transfer,
// DPD), then marked sent in the shop's own SQLite database so it may be returned.
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { checkoutForm } from "../soak/order-body.mjs";

const MUG = { product: "212", variantHash: "", quantity: 2, type: "normal" };

/** Places an order of two mugs as the session of `page`; returns its number and summary id. */
async function placeOrder(page, base, email) {
  const api = page.request;
  const quote = await (
    await api.post(`${base}/api/public/order/quote?lang=pl`, {
      data: { lines: [MUG], country: "pl", postCode: "00-950" },
    })
  ).json();
  const delivery = quote.options.find((o) => o.name === "Kurier DPD") ?? quote.options[0];
  const payment = quote.payments.find((p) => p.type === "transfer") ?? quote.payments[0];
  const res = await api.post(`${base}/api/public/order/new?lang=pl`, {
    data: {
      lines: [MUG],
      country: "pl",
      delivery: { id: delivery.id },
      paymentId: payment.id,
      form: { ...checkoutForm(email), ship: { ...checkoutForm(email).ship, name: "Jan Kowalski" } },
      idempotencyKey: `shots${Date.now()}`,
    },
  });
  if (res.status() !== 201) throw new Error(`order failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/**
 * Shoots the order pages with `shoot(page, name)`; `dataDir` is the shop's data folder (null
 * when the shots run against another shop: the return pages are then left out).
 */
export async function shootOrderPages(page, base, shoot, { email, dataDir }) {
  const { no, summaryId } = await placeOrder(page, base, email);
  await page.goto(`${base}/order/summary/${summaryId}`);
  await shoot(page, "order-summary");
  await page.goto(`${base}/my-orders`);
  await shoot(page, "orders");
  await page.goto(`${base}/my-orders/${no}`);
  await shoot(page, "order");
  if (!dataDir) return;
  const db = new DatabaseSync(join(dataDir, "shop.sqlite"));
  try {
    db.exec("pragma busy_timeout = 5000");
    db.prepare("update orders set status = 'SENT', sent_at = ? where no = ?").run(
      new Date().toISOString(),
      no,
    );
  } finally {
    db.close();
  }
  // A fresh load (a goto to the same address plus a hash would not reload the page).
  await page.goto(`${base}/my-orders`);
  await page.goto(`${base}/my-orders/${no}#return`);
  const form = page.locator("#return");
  await form.getByRole("checkbox", { name: "Zgłoś zwrot" }).first().check();
  await form.getByLabel("Powód").first().selectOption({ index: 1 });
  await shoot(page, "return-form");
  await form.getByRole("button", { name: "Wyślij zgłoszenie zwrotu" }).click();
  await page.waitForURL(/my-returns/, { timeout: 15_000 }).catch(() => {});
  await shoot(page, "return");
  await page.goto(`${base}/my-returns`);
  await shoot(page, "returns");
}
