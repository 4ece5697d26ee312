/**
 * The server charges a set what the product page shows (issue 9 item 1,
 * docs/decisions/0007-set-and-wholesale-pricing.md): a set creator costs its
 * chosen components, a fixed set with changed counts is repriced item by
 * item, and the client's own figures are never read.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { CREATOR, POT, SET_EMBER, SET_EMBER_PRICE, TEA } from "../golden";

async function productsTotal(request: APIRequestContext, lines: unknown[]): Promise<number> {
  const res = await request.post("/api/public/order/quote?lang=pl", {
    data: { lines, country: "pl" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).productsTotal as number;
}

const creatorLine = (
  components: { product: string; variantHash: string; quantity: number }[],
  quantity = 1,
) => ({
  product: CREATOR.id,
  variantHash: "",
  quantity,
  type: CREATOR.type,
  components,
});

const emberLine = (teas: number, pots = 2) => ({
  product: SET_EMBER.id,
  variantHash: "",
  quantity: 1,
  type: SET_EMBER.type,
  components: SET_EMBER.components
    .map((c) => ({
      ...c,
      quantity: c.product === TEA.id ? teas : c.product === POT.id ? pots : c.quantity,
    }))
    .filter((c) => c.quantity > 0),
});

test("a set creator costs the sum of its chosen components, never its own price", async ({
  request,
}) => {
  const pot = { product: POT.id, variantHash: "", quantity: 1 };
  expect(await productsTotal(request, [creatorLine([pot])])).toBe(17.88);
  const bootsAndSpeakers = [
    { product: CREATOR.boots.product, variantHash: "", quantity: 1 },
    { product: CREATOR.speaker.product, variantHash: CREATOR.speaker.variantHash, quantity: 2 },
  ];
  // 294.79 + 2 × 271.07 = 836.93; two bundles 1673.86.
  expect(await productsTotal(request, [creatorLine(bootsAndSpeakers)])).toBe(836.93);
  expect(await productsTotal(request, [creatorLine(bootsAndSpeakers, 2)])).toBe(1673.86);
});

test("a fixed set costs its own price for its contents and is repriced item by item when counts change", async ({
  request,
}) => {
  expect(await productsTotal(request, [emberLine(2)])).toBe(SET_EMBER_PRICE);
  // 441.77 + 3 × 904.57 = 3155.48
  expect(await productsTotal(request, [emberLine(5)])).toBe(3155.48);
  // 441.77 − 2 × 17.88 = 406.01
  expect(await productsTotal(request, [emberLine(2, 0)])).toBe(406.01);
});
