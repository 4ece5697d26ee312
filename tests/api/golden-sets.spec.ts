/**
 * The server charges a set what the product page shows (issue 9 item 1,
 * docs/decisions/0007-set-and-wholesale-pricing.md): a set creator costs its
 * chosen components, a fixed set with changed counts keeps its price for what
 * it still holds of its definition and pays extras in full, set lines the page
 * cannot make are dropped, and the client's own figures are never read.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { loggedInContext } from "./account-helpers";
import { USERS } from "../golden/accounts";
import { BOOTS, POT, TEA } from "../golden/products";
import { CREATOR, CREATOR_PAGES, SET_EMBER, SET_EMBER_PRICE, SET_FACTS } from "../golden/sets";
import { NBSP, currencyCookie } from "./golden-api";

interface QuoteTotals {
  productsTotal: number;
  count: number;
}

async function quote(
  request: APIRequestContext,
  lines: unknown[],
  currency?: string,
): Promise<QuoteTotals> {
  const res = await request.post("/api/public/order/quote?lang=pl", {
    data: { lines, country: "pl" },
    headers: currencyCookie(currency),
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as QuoteTotals;
  return { productsTotal: body.productsTotal, count: body.count };
}

async function productsTotal(request: APIRequestContext, lines: unknown[]): Promise<number> {
  return (await quote(request, lines)).productsTotal;
}

const creatorLine = (components: unknown[] | undefined, quantity = 1) => ({
  product: CREATOR.id,
  variantHash: "",
  quantity,
  type: CREATOR.type,
  ...(components ? { components } : {}),
});

const emberLine = (teas: number, pots = 2) => ({
  product: SET_EMBER.id,
  variantHash: "",
  quantity: 1,
  type: SET_EMBER.type,
  components: SET_EMBER.components.map((c) => ({
    ...c,
    quantity: c.product === TEA.id ? teas : c.product === POT.id ? pots : c.quantity,
  })),
});

const pot = { product: POT.id, variantHash: "", quantity: 1 };
const bootsAndSpeakers = [
  { product: CREATOR.boots.product, variantHash: "", quantity: 1 },
  { product: CREATOR.speaker.product, variantHash: CREATOR.speaker.variantHash, quantity: 2 },
];

test("a set creator costs the sum of its chosen components, never its own price", async ({
  request,
}) => {
  expect(await productsTotal(request, [creatorLine([pot])])).toBe(17.88);
  // 294.79 + 2 × 271.07 = 836.93; two bundles 1673.86.
  expect(await productsTotal(request, [creatorLine(bootsAndSpeakers)])).toBe(836.93);
  expect(await productsTotal(request, [creatorLine(bootsAndSpeakers, 2)])).toBe(1673.86);
  // In EUR (0.23) each component is converted and rounded as the page shows it:
  // 294.79 → 67.80, 271.07 → 62.35; 67.80 + 2 × 62.35 = 192.50 (not 836.93 × 0.23 = 192.49).
  expect((await quote(request, [creatorLine(bootsAndSpeakers)], "eur")).productsTotal).toBe(192.5);
});

test("a fixed set costs its own price for its contents and is repriced when counts change", async ({
  request,
}) => {
  expect(await productsTotal(request, [emberLine(2)])).toBe(SET_EMBER_PRICE);
  // Extras cost their own price: 441.77 + 3 × 904.57 = 3155.48.
  expect(await productsTotal(request, [emberLine(5)])).toBe(3155.48);
  // One tea fewer takes off its share: 441.77 × (2705.55 − 904.57) / 2705.55
  // = 441.77 × 1800.98 / 2705.55 = 294.069… → 294.07 (never 0 zł for the rest).
  expect(SET_FACTS.emberItemsWorth).toBe(2705.55);
  expect(await productsTotal(request, [emberLine(1)])).toBe(294.07);
  // One tea fewer and two pots more: 294.069… + 2 × 17.88 = 329.829… → 329.83.
  expect(await productsTotal(request, [emberLine(1, 4)])).toBe(329.83);
});

test("set lines the product page cannot make are dropped, so nothing is sold for nothing", async ({
  request,
}) => {
  const dropped = { productsTotal: 0, count: 0 };
  const speaker = CREATOR.speaker;
  const lines = [
    // A creator with nothing, with an item it does not offer, with a fraction of an item.
    creatorLine(undefined),
    creatorLine([]),
    creatorLine([{ product: BOOTS.id, variantHash: "", quantity: 1 }]),
    creatorLine([{ product: speaker.product, variantHash: speaker.variantHash, quantity: 0.01 }]),
    // Ember allows no zero (customCountsForSet without allowZeroForSet), nor an empty set.
    emberLine(2, 0),
    { ...emberLine(2), components: [] },
  ];
  for (const l of lines) expect(await quote(request, [l]), JSON.stringify(l)).toEqual(dropped);
  // Next to a valid line only the valid one is charged: 17.88.
  expect(await quote(request, [creatorLine([]), creatorLine([pot])])).toEqual({
    productsTotal: 17.88,
    count: 1,
  });
});

test("set prices follow a wholesale customer's prices and never exceed a guest's", async ({
  playwright,
  baseURL,
}) => {
  const hurt = await loggedInContext(playwright, baseURL, USERS.hurt.email);
  // Boots: the guest's 294.79 is below the list's 314.44; speakers on the list at 216.86:
  // 294.79 + 2 × 216.86 = 728.51 (a guest pays 836.93).
  expect(SET_FACTS.speakerWholesale).toBe(216.86);
  expect(await productsTotal(hurt, [creatorLine(bootsAndSpeakers)])).toBe(728.51);
  // Ember on the wholesale list: 353.42; with five teas (list 904.57): 353.42 + 3 × 904.57 = 3067.13.
  expect(await productsTotal(hurt, [emberLine(2)])).toBe(SET_FACTS.emberWholesale);
  expect(await productsTotal(hurt, [emberLine(5)])).toBe(3067.13);
  await hurt.dispose();
});

/** The text of the listing box of product `id` (tags dropped, ASCII spaces squeezed). */
function boxText(html: string, id: string): string {
  const start = html.indexOf(`data-product-id="${id}"`);
  expect(start, `box of product ${id}`).toBeGreaterThan(-1);
  const box = html.slice(start, html.indexOf("</article>", start));
  return box
    .replace(/<[^>]*>/g, " ")
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
}

/** The product page's schema.org offer. */
function offerOf(html: string): Record<string, unknown> | undefined {
  const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;
  for (const [, text] of html.matchAll(json)) {
    const data = JSON.parse(text ?? "{}") as { "@type"?: string; offers?: Record<string, unknown> };
    if (data["@type"] === "Product") return data.offers;
  }
  return undefined;
}

test("a set creator's box and offer show its cheapest set as a 'from' price, never its own price", async ({
  request,
}) => {
  const own = "487,38";
  // One POT, the cheapest item of its offer: 17.88 zł.
  const box = boxText(
    await (await request.get(`/c/${CREATOR_PAGES.category.pl}`)).text(),
    CREATOR.id,
  );
  expect(box).toContain(`od 17,88${NBSP}zł`);
  expect(box).not.toContain(own);
  const page = await (await request.get(`/p/${CREATOR_PAGES.url.pl}`)).text();
  expect(offerOf(page)).toMatchObject({
    "@type": "AggregateOffer",
    lowPrice: "17.88",
    priceCurrency: "PLN",
  });
  expect(offerOf(page)).not.toHaveProperty("price");
  // In euro: 17.88 × 0.23 = 4.1124 → 4.11
  const eur = await (
    await request.get(`/p/${CREATOR_PAGES.url.pl}`, { headers: currencyCookie("eur") })
  ).text();
  expect(offerOf(eur)).toMatchObject({ lowPrice: "4.11", priceCurrency: "EUR" });
  // German list, in euro: 17.30 × 0.23 = 3.979 → 3.98, 'ab'.
  const de = await (await request.get(`/de/c/${CREATOR_PAGES.category.de}`)).text();
  expect(boxText(de, CREATOR.id)).toContain(`ab 3,98${NBSP}€`);
});
