/**
 * Golden gift card and delivery option amounts: amounts worked out by hand from the spec's rules and the
 * seeded facts in ../golden/, asserted through the shop's HTTP endpoints.
 * Nothing here calls the shop's code; each expected number carries its
 * arithmetic. Rules used (spec 1 §3, §5, §9 and the documented decisions in
 * src/domain): a unit price is converted with the currency rate and rounded
 * to 2 decimals (half away from zero), then multiplied by the quantity; a
 * total is the sum of the rounded lines; code amounts are in PLN and
 * converted with the rate; a gift card converts through PLN.
 */
import { expect, test } from "@playwright/test";
import { BOOTS, line } from "../golden/products";
import { DELIVERY } from "../golden/shop";
import { serverTotal, deliveryOptions, giftCard, ORIGIN } from "./golden-api";

test.use({ extraHTTPHeaders: { origin: ORIGIN } });

test.describe("gift cards", () => {
  test("a card's remaining value is shown in the shopper's currency, converted through the zloty", async ({
    request,
  }) => {
    expect(await giftCard(request, "GIFT-100-ABCD")).toMatchObject({
      status: 200,
      body: { value: 100 },
    });
    // 250 − 100 used = 150
    expect(await giftCard(request, "GIFT-250-IJKL")).toMatchObject({ body: { value: 150 } });
    // 100 zł × 0.23 = 23.00 €
    expect(await giftCard(request, "GIFT-100-ABCD", "eur")).toMatchObject({
      body: { value: 23, currency: "eur" },
    });
    // 50 € / 0.23 = 217.3913 zł → 217.39
    expect(await giftCard(request, "GIFT-EUR-50XY")).toMatchObject({ body: { value: 217.39 } });
    // 50 € / 0.23 × 5.8 = 1260.8696 Kč → 1260.87
    expect(await giftCard(request, "GIFT-EUR-50XY", "czk")).toMatchObject({
      body: { value: 1260.87, currency: "czk" },
    });
  });

  test("a 100 zł card covers a basket of 67.95 zł with DPD delivery", async ({ request }) => {
    const lines = [line(BOOTS, 5)];
    // 5 × 13.59 = 67.95
    expect(await serverTotal(request, lines)).toBe(67.95);
    expect((await deliveryOptions(request, lines))[DELIVERY.dpd.name]?.price).toBe(14.99);
    // 67.95 + 14.99 = 82.94 ≤ 100.00: the card pays 82.94 and 0.00 is left to pay
    expect(await giftCard(request, "GIFT-100-ABCD")).toMatchObject({ body: { value: 100 } });
    // 50 € card in euro: 5 × 3.13 (13.59 × 0.23 = 3.1257) = 15.65 + DPD 3.45 = 19.10 ≤ 50.00
    expect(await serverTotal(request, lines, { currency: "eur" })).toBe(15.65);
    expect(await giftCard(request, "GIFT-EUR-50XY", "eur")).toMatchObject({ body: { value: 50 } });
  });
});

test.describe("delivery options and the free-delivery hint", () => {
  test("a 67.95 zł basket: prices, what is missing for free delivery, and who is free", async ({
    request,
  }) => {
    // 5 × 13.59 = 67.95; 5 items; 5 × 0.64 kg = 3.2 kg
    expect(await deliveryOptions(request, [line(BOOTS, 5)])).toEqual({
      // free from 200: 200 − 67.95 = 132.05
      "Kurier DPD": { price: 14.99, free: false, freeHint: { kind: "value", missing: 132.05 } },
      // free from 10 items: 10 − 5 = 5
      "Kurier UPS (UE)": { price: 39, free: false, freeHint: { kind: "count", missing: 5 } },
      // free from 150: 150 − 67.95 = 82.05
      "Paczkomat InPost": {
        price: 11.99,
        free: false,
        freeHint: { kind: "value", missing: 82.05 },
      },
      // shown when total > 50
      "DPD Pickup (automat)": { price: 10.99, free: false, freeHint: null },
      // 3.2 kg ≤ 10 kg → 79
      "Wysyłka międzynarodowa": { price: 79, free: false, freeHint: null },
      "Odbiór osobisty (Warszawa)": { price: 0, free: true, freeHint: null },
    });
  });

  test("the promo discount lowers the amount measured for free delivery", async ({ request }) => {
    // RABAT10 on 67.95 = 6.795 → 6.80; 67.95 − 6.80 = 61.15; DPD 200 − 61.15 = 138.85;
    // InPost 150 − 61.15 = 88.85
    const options = await deliveryOptions(request, [line(BOOTS, 5)], { code: "RABAT10" });
    expect(options["Kurier DPD"]?.freeHint).toEqual({ kind: "value", missing: 138.85 });
    expect(options["Paczkomat InPost"]?.freeHint).toEqual({ kind: "value", missing: 88.85 });
  });

  test("a discount amount sent by the client is ignored: only a code the server checks counts", async ({
    request,
  }) => {
    // 200 − 67.95 = 132.05, whatever discount the client claims
    const options = await deliveryOptions(request, [line(BOOTS, 5)], { discount: 1000 });
    expect(options["Kurier DPD"]?.freeHint).toEqual({ kind: "value", missing: 132.05 });
    const bogus = await deliveryOptions(request, [line(BOOTS, 5)], { code: "NIEMA" });
    expect(bogus["Kurier DPD"]?.freeHint).toEqual({ kind: "value", missing: 132.05 });
  });

  test("203.85 zł is free with DPD until a 20.39 zł discount takes it below 200 zł", async ({
    request,
  }) => {
    // 15 × 13.59 = 203.85 ≥ 200: DPD free; 15 items ≥ 10: UPS free; ≥ 150: InPost free
    const full = await deliveryOptions(request, [line(BOOTS, 15)]);
    expect(full["Kurier DPD"]).toEqual({ price: 0, free: true, freeHint: null });
    expect(full["Kurier UPS (UE)"]).toEqual({ price: 0, free: true, freeHint: null });
    expect(full["Paczkomat InPost"]).toEqual({ price: 0, free: true, freeHint: null });
    // RABAT10: 10 % of 203.85 = 20.385 → 20.39; 203.85 − 20.39 = 183.46 < 200: 200 − 183.46 = 16.54
    const discounted = await deliveryOptions(request, [line(BOOTS, 15)], { code: "RABAT10" });
    expect(discounted["Kurier DPD"]).toEqual({
      price: 14.99,
      free: false,
      freeHint: { kind: "value", missing: 16.54 },
    });
    expect(discounted["Paczkomat InPost"]).toEqual({ price: 0, free: true, freeHint: null });
  });

  test("in euro the prices and the missing amount are converted at 0.23", async ({ request }) => {
    // Products: 5 × 3.13 (13.59 × 0.23 = 3.1257) = 15.65 €
    expect(await deliveryOptions(request, [line(BOOTS, 5)], { currency: "eur" })).toEqual({
      // 14.99 × 0.23 = 3.4477 → 3.45; free from 200 × 0.23 = 46.00: 46.00 − 15.65 = 30.35
      "Kurier DPD": { price: 3.45, free: false, freeHint: { kind: "value", missing: 30.35 } },
      // 39 × 0.23 = 8.97
      "Kurier UPS (UE)": { price: 8.97, free: false, freeHint: { kind: "count", missing: 5 } },
      // 11.99 × 0.23 = 2.7577 → 2.76; 150 × 0.23 = 34.50: 34.50 − 15.65 = 18.85
      "Paczkomat InPost": {
        price: 2.76,
        free: false,
        freeHint: { kind: "value", missing: 18.85 },
      },
      // 10.99 × 0.23 = 2.5277 → 2.53
      "DPD Pickup (automat)": { price: 2.53, free: false, freeHint: null },
      // 79 × 0.23 = 18.17
      "Wysyłka międzynarodowa": { price: 18.17, free: false, freeHint: null },
      "Odbiór osobisty (Warszawa)": { price: 0, free: true, freeHint: null },
    });
  });
});
