/**
 * A wholesale customer never pays more than a guest for the same line (issue
 * 9 item 2, docs/decisions/0007-set-and-wholesale-pricing.md): where a retail
 * discount is below the wholesale list price, the wholesale customer pays the
 * guest's price on the product page and in the server's quote.
 */
import { expect, test } from "@playwright/test";
import { BOOTS, PASSWORD, USERS, WHOLESALE_DEARER, line } from "../golden";

const body = (lines: ReturnType<typeof line>[]) => ({ lines, country: "pl" });

test("the quote charges a wholesale customer the guest's lower discounted price, and the list price where it is lower", async ({
  playwright,
  baseURL,
  request,
}) => {
  const hurt = await playwright.request.newContext(baseURL ? { baseURL } : {});
  const login = await hurt.post("/api/auth/local", {
    data: { email: USERS.hurt.email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const lines = [line(WHOLESALE_DEARER, 2, WHOLESALE_DEARER.variantHash)];
  const quote = async (who: typeof request) =>
    (await (await who.post("/api/public/order/quote?lang=pl", { data: body(lines) })).json())
      .productsTotal as number;
  // 2 × 19.24 = 38.48 for both (the wholesale list would say 2 × 20.52 = 41.04).
  expect(await quote(request)).toBe(38.48);
  expect(await quote(hurt)).toBe(38.48);
  // Boots: 2 × 10.87 (wholesale list) = 21.74 against a guest's 2 × 13.59 = 27.18.
  const boots = await hurt.post("/api/public/order/quote?lang=pl", {
    data: body([line(BOOTS, 2)]),
  });
  expect((await boots.json()).productsTotal).toBe(21.74);

  const page = await (await hurt.get(`/p/${WHOLESALE_DEARER.url.pl}`)).text();
  expect(page).toContain("19,24");
  expect(page).not.toContain("20,52");
  await hurt.dispose();
});
