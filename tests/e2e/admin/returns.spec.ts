/**
 * The owner decides returns in the back office (issue 31, item 5), on a phone and a wide screen:
 * jan files a return of an order paid with a gift card, the owner finds it, accepts and settles
 * it, the gift card gets the mug's 95,66 zł back (read through the shop's own gift-card check)
 * and jan sees the return settled with the amount in /my-returns; a rejected return shows jan
 * the owner's reason. What comes back (stock, card, provider refunds, once) is counted exactly
 * by src/server/services/admin/return-moves.service.test.ts.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { withShopDb } from "../../test-db";
import { USERS } from "../../golden/accounts";
import { violations } from "../axe";
import { logIn } from "../basket-helpers";
import { orderByApi, topUpStock } from "../checkout/helpers";
import { ownerLogIn } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

/** A new 200 zł gift card, its code unique to the test and project. */
async function newCard(project: string): Promise<string> {
  const code = `RET${project.toUpperCase()}${Date.now()}`.slice(0, 20);
  await withShopDb((db) =>
    db
      .prepare(
        "insert into gift_cards (code, value, currency, valid_until, used_value, active) values (?, 200, 'pln', ?, 0, 1)",
      )
      .run(code, new Date(Date.now() + 86_400_000).toISOString()),
  );
  return code;
}

/** What is left on the card, as the shop's own gift-card check answers it. */
async function cardValue(request: APIRequestContext, code: string, origin: string) {
  const res = await request.post("/api/public/order/gift-card", {
    data: { code, currency: "pln" },
    headers: { origin },
  });
  return ((await res.json()) as { value: number }).value;
}

/** jan's order of the mug with DPD (95,66 + 14,99 = 110,65 zł), all paid by the card. */
async function orderPaidByCard(request: APIRequestContext, card: string): Promise<string> {
  const body = { lines: [MUG], country: "pl", postCode: "00-950", giftCard: card };
  const first = await (
    await request.post("/api/public/order/quote?lang=pl", { data: body })
  ).json();
  const delivery = first.options.find((o: { name: string }) => o.name === "Kurier DPD");
  const quote = await (
    await request.post("/api/public/order/quote?lang=pl", {
      data: { ...body, delivery: { id: delivery.id } },
    })
  ).json();
  const payment = quote.payments.find((p: { type: string }) => p.type === "giftCard");
  const email = USERS.jan.email;
  const ship = {
    name: "Jan Kowalski",
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
      ...body,
      delivery: { id: delivery.id },
      paymentId: payment.id,
      form: { ship, email, retypedEmail: email, terms: true, processing: true },
      idempotencyKey: `ret${Date.now()}${Math.random().toString(36).slice(2)}`.slice(0, 40),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { no: string }).no;
}

/**
 * jan files a return of the one mug of order `no` (delivered first: REALIZED, not SENT, so the
 * API tests that read jan's first SENT order still find the seed's); answers its number.
 */
async function fileReturn(page: Page, no: string, origin: string): Promise<string> {
  await withShopDb((db) =>
    db
      .prepare("update orders set status = 'REALIZED', sent_at = ? where no = ?")
      .run(new Date().toISOString(), no),
  );
  const filed = await page.request.post(`/api/public/return/${no}`, {
    headers: { origin },
    data: {
      products: [{ id: "212", variantHash: "", count: 1, reason: "defectiveProduct" }],
      returnDelivery: "default",
    },
  });
  expect(filed.status()).toBe(201);
  return ((await filed.json()) as { no: string }).no;
}

test("the owner accepts and settles a return and the customer's gift card gets the money back", async ({
  page,
  baseURL,
}, info) => {
  const origin = baseURL ?? "";
  const card = await newCard(info.project.name);
  await logIn(page, USERS.jan.email, origin);
  const orderNo = await orderPaidByCard(page.request, card);
  const no = await fileReturn(page, orderNo, origin);
  // 200 − 110,65 = 89,35 zł left on the card.
  expect(await cardValue(page.request, card, origin)).toBe(89.35);

  await ownerLogIn(page, "/admin");
  await page.getByRole("link", { name: "Zobacz zwroty do decyzji" }).click();
  await expect(page).toHaveURL("/admin/returns");
  await page.getByLabel("Numer zwrotu lub zamówienia, e-mail, telefon").fill(orderNo);
  await page.getByRole("button", { name: "Pokaż" }).click();
  await expect(page.getByRole("link", { name: no })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole("link", { name: no }).click();
  await expect(page.getByRole("heading", { name: `Zwrot ${no}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Zamówienie ${orderNo}` })).toHaveAttribute(
    "href",
    `/admin/orders/${orderNo}`,
  );
  expect(await violations(page)).toEqual([]);

  await page.getByRole("button", { name: "Przyjmij zwrot" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zwrot przyjęty" })).toBeVisible();
  await expect(page.getByText("Przyjęty", { exact: true })).toBeVisible();
  await page.getByLabel(/Otrzymane sztuki/).fill("1");
  await page.getByRole("button", { name: "Rozlicz zwrot" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zwrot rozliczony" })).toBeVisible();
  await expect(page.getByText(`95,66 zł na kartę podarunkową ${card}`)).toBeVisible();
  await expect(
    page.getByText("Ze zwrotem w tym stanie nic więcej nie trzeba robić."),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // The mug's 95,66 zł is back on the card: 89,35 + 95,66 = 185,01 zł.
  expect(await cardValue(page.request, card, origin)).toBe(185.01);
  await page.goto("/my-returns");
  const item = page.locator(".history__row").filter({ hasText: no });
  await expect(item.getByText("Rozliczony", { exact: true })).toBeVisible();
  await expect(item.getByText("Zwróciliśmy 95,66 zł.")).toBeVisible();
  await page.goto(`/my-returns/${no}`);
  await expect(page.getByText("Zwróciliśmy 95,66 zł.")).toBeVisible();
  await expect(page.getByText(/otrzymaliśmy 1 szt\./)).toBeVisible();
});

test("a rejected return needs a reason, and the customer sees it", async ({ page, baseURL }) => {
  const origin = baseURL ?? "";
  await logIn(page, USERS.jan.email, origin);
  const placed = await orderByApi(page.request, [MUG], USERS.jan.email, "Jan Kowalski");
  const no = await fileReturn(page, placed.no, origin);

  await ownerLogIn(page, `/admin/returns/${no}`);
  const reason = page.getByLabel("Powód odrzucenia (zobaczy go klient)");
  await reason.fill("   ");
  await page.getByRole("button", { name: "Odrzuć zwrot" }).click();
  await expect(page.getByText("Podaj powód odrzucenia (do 500 znaków).")).toBeVisible();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  expect(await violations(page)).toEqual([]);
  await reason.fill("Kubek nosi ślady użycia");
  await page.getByRole("button", { name: "Odrzuć zwrot" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zwrot odrzucony" })).toBeVisible();

  await page.goto(`/my-returns/${no}`);
  await expect(page.getByText("Odrzucony", { exact: true })).toBeVisible();
  await expect(page.getByText("Powód odrzucenia: Kubek nosi ślady użycia")).toBeVisible();
});
