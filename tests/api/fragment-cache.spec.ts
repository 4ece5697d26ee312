/**
 * Product boxes rendered once and reused (issue 33, features/catalogue/card-cache.ts): a box
 * kept from a guest's page never reaches a wholesale customer, another currency or another
 * language, and the boxes' quick-add choosers keep ids of their own on every page.
 */
import { expect, test } from "@playwright/test";
import { USERS } from "../golden/accounts";
import { BOOTS } from "../golden/products";
import { loggedInContext } from "./account-helpers";

const SEARCH = `/search?query=${encodeURIComponent(BOOTS.name.pl)}`;

/** The shown price of the golden boots' box on a page. */
function bootsBoxPrice(html: string): string | undefined {
  const box = html.split(`data-product-id="${BOOTS.id}"`)[1]?.split("</article>")[0] ?? "";
  return /price__amount">\s*([^<]+?)\s*</.exec(box)?.[1]?.replace(/\s/g, " ");
}

test("a box a guest's page rendered is never shown to a wholesale customer, nor in another currency or language", async ({
  playwright,
  baseURL,
  request,
}) => {
  const hurt = await loggedInContext(playwright, baseURL, USERS.hurt.email);
  for (let round = 0; round < 2; round++) {
    expect(bootsBoxPrice(await (await request.get(SEARCH)).text())).toBe("13,59 zł");
    expect(bootsBoxPrice(await (await hurt.get(SEARCH)).text())).toBe("10,87 zł");
    const euros = await request.get(SEARCH, { headers: { cookie: "currency=eur" } });
    expect(bootsBoxPrice(await euros.text())).toMatch(/€/);
    const english = await request.get(`/en/search?query=${encodeURIComponent(BOOTS.name.en)}`);
    const html = await english.text();
    expect(bootsBoxPrice(html)).toBe("£2.65");
    expect(html).toContain(`href="/en/p/${BOOTS.url.en}"`);
  }
  await hurt.dispose();
});

test("every quick-add chooser on a page has its own id, on the first render and from the cache", async ({
  request,
}) => {
  for (let round = 0; round < 2; round++) {
    const html = await (await request.get("/")).text();
    const ids = [
      ...html.matchAll(/<form id="(qa-[^"]+)"|<div class="chooser" id="(qa-[^"]+)"/g),
    ].map((m) => m[1] ?? m[2]);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(html).not.toContain("qa-chooser-id");
  }
});
