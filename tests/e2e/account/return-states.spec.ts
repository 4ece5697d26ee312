/**
 * A return's page says what fits its status (issue 44 item 15), on a phone and a wide screen:
 * while the shop waits for the goods it says how to send them back; a rejected return gives the
 * shop's reason and no sending instructions (it told the shopper to take a locker parcel back
 * to the shop); a settled one says what comes back and asks for nothing more. A customer
 * returns two mugs of one order (one by InPost locker, one by post): the owner rejects the first
 * and settles the second (the order's bank transfer of 2 × 95,66 + 14,99 = 206,31 zł recorded first:
 * 95,66 zł owed by hand).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { newAccount } from "../../api/account-helpers";
import { choices, markSent, order, type Line } from "../../api/order-helpers";
import { ownerSession } from "../admin/helpers";

const MUGS: Line = { product: "212", variantHash: "", quantity: 2, type: "normal" };
const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format();

/** Files a return of one mug of `no`; answers its number. */
async function fileReturn(
  request: APIRequestContext,
  no: string,
  token: string,
  how: Record<string, string>,
) {
  const res = await request.post(`/api/public/return/${no}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { products: [{ id: "212", variantHash: "", count: 1, reason: "none" }], ...how },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { no: string }).no;
}

test("a rejected return gives the reason and a settled one the refund, neither says to send the goods", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { email, token } = await newAccount(request, "returnstates");
  const ids = await choices(request, [MUGS], "Kurier DPD", "transfer");
  const placed = await request.post("/api/public/order/new?lang=pl", {
    headers: { authorization: `Bearer ${token}` },
    data: order([MUGS], ids, email),
  });
  const { no } = (await placed.json()) as { no: string };
  await markSent(no);
  const locker = await fileReturn(request, no, token, {
    returnDelivery: "inpostLocker",
    pickupSize: "small",
  });
  const byPost = await fileReturn(request, no, token, { returnDelivery: "default" });
  const csrf = await ownerSession(request, origin);
  const move = async (path: string, form: Record<string, string>) =>
    expect(
      (
        await request.post(path, { form: { csrf, ...form }, headers: { origin }, maxRedirects: 0 })
      ).status(),
    ).toBe(303);
  await move(`/admin/returns/${locker}`, { move: "reject", reason: "Kubek nosi ślady użycia" });
  await move(`/admin/returns/${byPost}`, { move: "accept" });
  await page.context().addCookies([{ name: "APP_TOKEN", value: token, url: origin }]);

  // Accepted: the shop waits for the mug, and says where to send it.
  await page.goto(`/my-returns/${byPost}`);
  await expect(page.getByText(/Odeślij produkty na adres sklepu/)).toBeVisible();

  await page.goto(`/my-returns/${locker}`);
  await expect(page.getByText("Odrzucony", { exact: true })).toBeVisible();
  await expect(page.getByText("Powód odrzucenia: Kubek nosi ślady użycia")).toBeVisible();
  await expect(page.getByText(/Kod do nadania w paczkomacie|Odbiór z paczkomatu/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Kopiuj kod" })).toHaveCount(0);

  await move(`/admin/orders/${no}`, { move: "markPaid", amount: "206,31", paidOn: today() });
  await move(`/admin/returns/${byPost}`, { move: "settle", "received-0": "1" });
  await page.goto(`/my-returns/${byPost}`);
  await expect(page.getByText("Rozliczony", { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Zwrot rozliczony: 95,66\szł jest w drodze do Ciebie\./),
  ).toBeVisible();
  await expect(page.getByText(/Odeślij produkty/)).toHaveCount(0);
});
