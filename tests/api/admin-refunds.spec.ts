/**
 * Money by hand in the back office (issue 44 item 14): a cash-on-delivery order could not be
 * marked paid, so settling its return asked for a manual refund of an order recorded unpaid and
 * told the shopper "Zwróciliśmy". Now the return is not settled until the owner records the
 * order's payment (amount and day, audited); the refund owed by hand shows the shopper that it
 * is on its way until the owner records it sent (audited, e-mailed), and only then "Zwróciliśmy".
 * The mug (95,66 zł) by DPD (14,99 zł) paid on delivery (5,00 zł) is 115,65 zł; the mug comes
 * back: 95,66 zł is owed.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ownerSession } from "../e2e/admin/helpers";
import { newAccount } from "./account-helpers";
import { choices, markSent, order, withDb, type Line } from "./order-helpers";

const MUG: Line = { product: "212", variantHash: "", quantity: 1, type: "normal" };

/** Today in the shop's time zone (Europe/Warsaw in tests), as a date field sends it. */
const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format();

/** The text of a page's `<main>`, tags dropped and spaces collapsed. */
async function mainText(request: APIRequestContext, path: string, cookie?: string) {
  const html = await (await request.get(path, cookie ? { headers: { cookie } } : {})).text();
  return html
    .slice(html.indexOf("<main"), html.indexOf("</main>"))
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

async function audited(subject: string): Promise<{ action: string; detail: string }[]> {
  return withDb((db) =>
    db
      .prepare("select action, detail from audit_log where subject = ? order by id")
      .all<{ action: string; detail: string }>(subject),
  );
}

test("a cash-on-delivery return is settled once the order's payment is recorded, and the shopper is told the money came back only once the owner sent it", async ({
  request,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { email, token } = await newAccount(request, "codrefund");
  const cookie = `APP_TOKEN=${token}`;
  // Cash on delivery comes with a courier: the quote with DPD chosen offers it.
  const { deliveryId } = await choices(request, [MUG], "Kurier DPD", "transfer");
  const quote = await request.post("/api/public/order/quote?lang=pl", {
    data: { lines: [MUG], country: "pl", postCode: "00-950", delivery: { id: deliveryId } },
  });
  const payments = ((await quote.json()) as { payments: { id: string; type: string }[] }).payments;
  const ids = { deliveryId, paymentId: payments.find((p) => p.type === "cod")?.id ?? "" };
  const placed = await request.post("/api/public/order/new?lang=pl", {
    headers: { authorization: `Bearer ${token}` },
    data: order([MUG], ids, email),
  });
  expect(placed.status()).toBe(201);
  const { no } = (await placed.json()) as { no: string };
  await markSent(no);
  const filed = await request.post(`/api/public/return/${no}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { products: [{ id: "212", variantHash: "", count: 1, reason: "defectiveProduct" }] },
  });
  expect(filed.status()).toBe(201);
  const ret = `R/${no}/1`;

  const csrf = await ownerSession(request, origin);
  const move = (path: string, form: Record<string, string>) =>
    request.post(path, { form: { csrf, ...form }, headers: { origin }, maxRedirects: 0 });
  expect((await move(`/admin/returns/${ret}`, { move: "accept" })).status()).toBe(303);

  // Unpaid on record: settling refuses, and says where to record the payment.
  const refused = await move(`/admin/returns/${ret}`, { move: "settle", "received-0": "1" });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("Zamówienie nie ma zapisanej wpłaty");

  // The owner records what the courier brought, which the audit log keeps.
  // 95,66 zł + DPD 14,99 zł + cash on delivery's 5,00 zł = 115,65 zł.
  expect(await mainText(request, `/admin/orders/${no}`)).toContain("Do zapłaty 115,65 zł");
  const paid = { move: "markPaid", amount: "115,65", paidOn: today() };
  expect((await move(`/admin/orders/${no}`, paid)).status()).toBe(303);
  expect(await mainText(request, `/admin/orders/${no}`)).toContain("Zapłacono 115,65 zł");
  expect(await audited(`order:${no}`)).toEqual([
    { action: "order.markPaid", detail: JSON.stringify({ amount: 115.65, paidOn: today() }) },
  ]);

  expect(
    (await move(`/admin/returns/${ret}`, { move: "settle", "received-0": "1" })).status(),
  ).toBe(303);
  const pending = await mainText(request, `/my-returns/${ret}`, cookie);
  expect(pending).toContain("Zwrot rozliczony: 95,66 zł jest w drodze do Ciebie.");
  expect(pending).not.toContain("Zwróciliśmy");
  expect(await mainText(request, `/admin/returns/${ret}`)).toContain("95,66 zł do zwrotu ręcznie");

  expect((await move(`/admin/returns/${ret}`, { move: "refundSent" })).status()).toBe(303);
  expect((await move(`/admin/returns/${ret}`, { move: "refundSent" })).status()).toBe(409);
  expect(await mainText(request, `/my-returns/${ret}`, cookie)).toContain("Zwróciliśmy 95,66 zł.");
  const mail = await withDb((db) =>
    db
      .prepare('select subject from mail_outbox where "to" = ? order by id desc limit 1')
      .get<{ subject: string }>(email),
  );
  expect(mail?.subject).toBe(`Pieniądze za zwrot ${ret} zostały wysłane`);
  expect((await audited(`return:${ret}`)).map((a) => a.action)).toEqual([
    "return.accept",
    "return.settle",
    "return.refundSent",
  ]);
});
