/**
 * The back office's order and return lists over HTTP (issue 44, items 14 and 15): the status
 * filter names each status once, and the search finds an order by its number's suffix in any
 * case, by the customer's e-mail in any case and by the phone however it is written; the
 * returns list likewise. Runs on SQLite and on PostgreSQL (the api project runs on both).
 */
import { expect, test } from "@playwright/test";
import { ownerSession } from "../e2e/admin/helpers";

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
