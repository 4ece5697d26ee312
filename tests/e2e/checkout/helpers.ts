/** Helpers for the checkout browser tests. */
import type { APIRequestContext, Page } from "@playwright/test";
export { markSent, topUpStock } from "../../api/order-helpers";

/** Waits until the order details island is live (text typed before hydration would be lost). */
export async function detailsReady(page: Page): Promise<void> {
  await page.locator('astro-island[component-url*="OrderDetails"]:not([ssr])').waitFor();
}

/** Opens the delivery step and waits until its island is live (radios and fields answer). */
export async function openDelivery(page: Page): Promise<void> {
  await page.goto("/order/delivery");
  await page.locator('astro-island[component-url*="DeliveryStep"]:not([ssr])').waitFor();
}

/** Fills the order details step's shipping address and e-mail (a Warsaw address). */
export async function fillShipping(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel("Imię i nazwisko").fill(name);
  await page.getByLabel("Ulica").fill("Długa");
  await page.getByLabel("Numer domu").fill("5");
  await page.getByLabel("Kod pocztowy").fill("00-950");
  await page.getByLabel("Miejscowość").fill("Warszawa");
  await page.getByLabel("Telefon").fill("600700800");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Powtórz e-mail").fill(email);
}

/** Places an order by bank transfer with DPD through the API (as the page's session); returns it. */
export async function orderByApi(
  request: APIRequestContext,
  lines: unknown[],
  email: string,
  name = "Gosia Gość",
): Promise<{ no: string; summaryId: string }> {
  const quote = await (
    await request.post("/api/public/order/quote?lang=pl", {
      data: { lines, country: "pl", postCode: "00-950" },
    })
  ).json();
  const delivery = quote.options.find((o: { name: string }) => o.name === "Kurier DPD");
  const payment = quote.payments.find((p: { type: string }) => p.type === "transfer");
  const ship = {
    name,
    street: "Długa",
    number: "5",
    apartment: "",
    postCode: "00-950",
    region: "",
    city: "Warszawa",
    phone: "600700800",
  };
  const res = await request.post("/api/public/order/new?lang=pl", {
    data: {
      lines,
      country: "pl",
      delivery: { id: delivery.id },
      paymentId: payment.id,
      form: { ship, email, retypedEmail: email, terms: true, processing: true },
      idempotencyKey: `e2e${Date.now()}${Math.random().toString(36).slice(2)}`.slice(0, 40),
    },
  });
  if (res.status() !== 201) throw new Error(`order failed: ${res.status()} ${await res.text()}`);
  return res.json();
}
