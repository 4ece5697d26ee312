/**
 * The back office's order and return lists over HTTP (issue 44, items 14 and 15): the status
 * filter names each status once, and the search finds an order by its number's suffix in any
 * case, by the customer's e-mail in any case and by the phone however it is written; the
 * returns list likewise. Runs on SQLite and on PostgreSQL (the api project runs on both).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ownerSession } from "../e2e/admin/helpers";
import { newAccount } from "./account-helpers";
import { choices, markSent, order, type Line } from "./order-helpers";

/** Kubek termiczny Delta K370 (seed id 212). */
const MUG: Line = { product: "212", variantHash: "", quantity: 1, type: "normal" };

/** The option labels of the `<select name="…">` in a page. */
function optionLabels(html: string, name: string): string[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return [...(select?.[1] ?? "").matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) =>
    (m[1] ?? "").trim(),
  );
}

test("the order status filter names every status once", async ({ request, baseURL }) => {
  await ownerSession(request, baseURL ?? "");
  const html = await (await request.get("/admin/orders")).text();
  const labels = optionLabels(html, "status");
  // "Wszystkie" and the seven statuses of domain/orders/order-status.ts.
  expect(labels).toHaveLength(8);
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels).toContain("Anulowane");
  expect(labels).toContain("Anulowane (brak płatności)");
});

/** A new customer's order of one mug by bank transfer, shipped to a phone of its own; sent today. */
async function customerOrder(request: APIRequestContext, phone: string) {
  const { email, token } = await newAccount(request, "search");
  const bearer = { authorization: `Bearer ${token}` };
  const ids = await choices(request, [MUG], "Kurier DPD", "transfer");
  const body = order([MUG], ids, email);
  body.form.ship.phone = phone;
  const res = await request.post("/api/public/order/new?lang=pl", { headers: bearer, data: body });
  expect(res.status()).toBe(201);
  const { no } = (await res.json()) as { no: string };
  await markSent(no);
  return { email, bearer, no };
}

/** The numbers the list at `path` links to (`/admin/orders/…` or `/admin/returns/…`). */
async function listed(request: APIRequestContext, path: string, kind: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(new RegExp(`href="/admin/${kind}/([^"?]+)"`, "g"))].map(
    (m) => m[1] ?? "",
  );
}

test("the owner finds an order by its number's own part in any case, the e-mail in any case and the phone however written", async ({
  request,
  baseURL,
}) => {
  // A mobile number of this run: 60 and seven digits.
  const digits = `60${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const spaced = `+48 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  const placed = await customerOrder(request, spaced);
  const suffix = placed.no.slice(11);
  expect(suffix).toMatch(/^[A-Z]{3}\d{3,}$/);
  await ownerSession(request, baseURL ?? "");
  const search = (q: string) =>
    listed(request, `/admin/orders?${new URLSearchParams({ q })}`, "orders");

  for (const q of [
    placed.no,
    suffix,
    suffix.toLowerCase(),
    placed.email.toUpperCase(),
    digits,
    `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    `0048${digits}`,
  ])
    expect(await search(q), q).toContain(placed.no);
  expect(await search(`ZZZ${suffix.slice(3)}`)).not.toContain(placed.no);

  // Its return, filed by the customer: by the order's part, the return's own number and part,
  // the e-mail and the phone.
  const filed = await request.post(`/api/public/return/${placed.no}`, {
    headers: placed.bearer,
    data: { products: [{ id: "212", variantHash: "", count: 1, reason: "defectiveProduct" }] },
  });
  expect(filed.status()).toBe(201);
  const ret = `R/${placed.no}/1`;
  const returns = (q: string) =>
    listed(request, `/admin/returns?${new URLSearchParams({ status: "all", q })}`, "returns");
  for (const q of [
    suffix.toLowerCase(),
    `${suffix}/1`,
    ret.toLowerCase(),
    placed.email.toUpperCase(),
    spaced.replace(/ /g, ""),
  ])
    expect(await returns(q), q).toContain(ret);
  expect(await returns(`${suffix}/2`)).not.toContain(ret);
});
