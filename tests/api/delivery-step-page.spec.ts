/**
 * The delivery step's server HTML (issue 44 item 8): before any delivery method is chosen,
 * and the server never knows one (the order state lives in the browser), the summary's
 * delivery row says none is chosen yet instead of "0,00 zł", in each language.
 */
import { expect, test } from "@playwright/test";

test("the delivery step's summary says in pl, en and de that no delivery is chosen yet", async ({
  request,
}) => {
  for (const [path, text] of [
    ["/order/delivery", "nie wybrano"],
    ["/en/order/delivery", "not chosen yet"],
    ["/de/order/delivery", "noch nicht gewählt"],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const row = /<dd data-sum="delivery"[^>]*>(.*?)<\/dd>/s.exec(html)?.[1] ?? "";
    expect(row.replace(/<[^>]+>/g, ""), path).toBe(text);
  }
});
