/**
 * Nothing personal in shared answers (issue 9 items 12 and 13): shared pages
 * render the same HTML for every shopper of a price group and stay
 * CDN-cacheable; personal figures (loyalty points) come with the island's
 * private quote; the catalogue API gives each caller only the prices that
 * caller may see, and a wholesale customer's answers are private.
 */
import { expect, test } from "@playwright/test";
import { USERS } from "../golden/accounts";
import { BOOTS, line } from "../golden/products";
import { loggedInContext } from "./account-helpers";

/** Every shared page, the home page with its countdown included (its script sets the clock). */
const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** The page without what legitimately differs per response (island ids, nonces). */
function comparable(html: string): string {
  return html.replace(/\buid="[^"]*"/g, "").replace(/nonce="[^"]*"/g, "");
}

test.describe("shared pages carry nothing personal", () => {
  for (const path of ["/order/delivery", "/", `/p/${BOOTS.url.pl}`]) {
    test(`${path} is the same cacheable HTML for a guest and a logged-in customer`, async ({
      playwright,
      baseURL,
      request,
    }) => {
      const jan = await loggedInContext(playwright, baseURL, USERS.jan.email);
      const [guestPage, janPage] = await Promise.all([request.get(path), jan.get(path)]);
      expect(janPage.status()).toBe(200);
      expect(janPage.headers()["cache-control"]).toBe(PUBLIC_PAGE);
      expect(comparable(await janPage.text())).toBe(comparable(await guestPage.text()));
      await jan.dispose();
    });
  }

  test("/wishlist renders the shopper's own list, so no shared cache may keep it", async ({
    request,
  }) => {
    const res = await request.get("/wishlist");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("private, no-store");
  });

  test("the loyalty points reach the delivery step through the private quote only", async ({
    playwright,
    baseURL,
    request,
  }) => {
    const jan = await loggedInContext(playwright, baseURL, USERS.jan.email);
    const html = await (await jan.get("/order/delivery")).text();
    expect(html).not.toContain(String(USERS.jan.loyaltyPoints));
    const body = { lines: [line(BOOTS, 1)], country: "pl" };
    const janQuote = await jan.post("/api/public/order/quote?lang=pl", { data: body });
    expect(janQuote.headers()["cache-control"]).toBe("no-store");
    expect((await janQuote.json()).loyaltyPoints).toBe(1500);
    const guestQuote = await request.post("/api/public/order/quote?lang=pl", { data: body });
    expect((await guestQuote.json()).loyaltyPoints).toBeNull();
    await jan.dispose();
  });
});

test.describe("the catalogue API answers each caller with the prices it may see", () => {
  test("a guest gets no wholesale prices from product, product/many, search and suggestions", async ({
    request,
  }) => {
    const one = await request.get(`/api/public/product/${BOOTS.id}?lang=pl`);
    expect(one.headers()["cache-control"]).toContain("s-maxage=60");
    expect(one.headers()["vary"]).toContain("Authorization");
    const product = await one.json();
    expect(product.price.pl).toMatchObject({ brutto: 13.59, netto: 11.05 });
    expect(product.price.pl.wholesale).toBeUndefined();

    const many = await request.post("/api/public/product/many?lang=pl", {
      data: { ids: [Number(BOOTS.id)] },
    });
    expect(JSON.stringify(await many.json())).not.toContain("wholesale");
    const search = await request.get("/api/public/search?lang=pl&query=Kappa");
    expect(JSON.stringify(await search.json())).not.toContain("wholesale");
    const suggestions = await request.get(`/api/public/suggestions?lang=pl&id=${BOOTS.id}`);
    expect(JSON.stringify(await suggestions.json())).not.toContain("wholesale");
  });

  test("a wholesale customer gets the wholesale prices in a private answer", async ({
    playwright,
    baseURL,
  }) => {
    const hurt = await loggedInContext(playwright, baseURL, USERS.hurt.email);
    const one = await hurt.get(`/api/public/product/${BOOTS.id}?lang=pl`);
    expect(one.headers()["cache-control"]).toBe("private, no-store");
    expect((await one.json()).price.pl.wholesale).toEqual({ brutto: 10.87, netto: 8.84 });
    await hurt.dispose();
  });
});
