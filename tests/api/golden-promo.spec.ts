/**
 * Golden promo code amounts: amounts worked out by hand from the spec's rules and the
 * seeded facts in ../golden/, asserted through the shop's HTTP endpoints.
 * Nothing here calls the shop's code; each expected number carries its
 * arithmetic. Rules used (spec 1 §3, §5, §9 and the documented decisions in
 * src/domain): a unit price is converted with the currency rate and rounded
 * to 2 decimals (half away from zero), then multiplied by the quantity; a
 * total is the sum of the rounded lines; code amounts are in PLN and
 * converted with the rate; a gift card converts through PLN.
 */
import { expect, test } from "@playwright/test";
import { USERS } from "../golden/accounts";
import { BOOTS, COFFEE, POT, PUZZLE, line } from "../golden/products";
import { NBSP, applyCode, logIn, ORIGIN } from "./golden-api";

test.use({ extraHTTPHeaders: { origin: ORIGIN } });

test.describe("promo codes", () => {
  test("RABAT10 takes 10 % off, leaves out discounted items and stops at its 100 zł limit", async ({
    request,
  }) => {
    // 2 × 185.77 = 371.54; 10 % = 37.154 → 37.15
    expect(await applyCode(request, "RABAT10", [line(PUZZLE, 2)])).toMatchObject({
      status: 200,
      body: {
        code: "RABAT10",
        title: "Kod RABAT10",
        message: `Rabat: 37,15${NBSP}zł`,
        value: 37.15,
      },
    });
    // POT is on sale (filterOutDiscount): only PUZZLE counts; 10 % of 185.77 = 18.577 → 18.58
    expect(await applyCode(request, "RABAT10", [line(PUZZLE, 1), line(POT, 2)])).toMatchObject({
      status: 200,
      body: { message: `Rabat: 18,58${NBSP}zł`, value: 18.58 },
    });
    // Nothing left to discount.
    expect(await applyCode(request, "RABAT10", [line(POT, 1)])).toMatchObject({
      status: 400,
      body: { error: "NOT_VALID", message: "Kod jest nieprawidłowy" },
    });
    // 6 × 185.77 = 1114.62; 10 % = 111.462 > limit 100 → 100.00
    expect(await applyCode(request, "RABAT10", [line(PUZZLE, 6)])).toMatchObject({
      status: 200,
      body: { message: `Osiągnięto limit rabatu: 100,00${NBSP}zł`, value: 100 },
    });
  });

  test("RABAT10 in euro discounts the euro total", async ({ request }) => {
    // 2 × 42.73 (185.77 × 0.23 = 42.7271 → 42.73) = 85.46; 10 % = 8.546 → 8.55
    expect(
      await applyCode(request, "RABAT10", [line(PUZZLE, 2)], { currency: "eur" }),
    ).toMatchObject({ status: 200, body: { message: `Rabat: 8,55${NBSP}€`, value: 8.55 } });
  });

  test("MINUS20 asks for 100 zł of products and then takes 20 zł off", async ({ request }) => {
    // 7 × 13.59 = 95.13 < 100
    expect(await applyCode(request, "MINUS20", [line(BOOTS, 7)])).toMatchObject({
      status: 400,
      body: {
        error: "MINIMUM_BASKET_VALUE",
        message: `Minimalna wartość koszyka: 100,00${NBSP}zł`,
      },
    });
    // 8 × 13.59 = 108.72 ≥ 100 → 20.00
    expect(await applyCode(request, "MINUS20", [line(BOOTS, 8)])).toMatchObject({
      status: 200,
      body: { title: "Kod MINUS20", message: `Rabat: 20,00${NBSP}zł`, value: 20 },
    });
  });

  test("MINUS20 in euro: the minimum and the value are converted at 0.23", async ({ request }) => {
    // 13.59 × 0.23 = 3.1257 → 3.13 < minimum 100 × 0.23 = 23.00
    expect(
      await applyCode(request, "MINUS20", [line(BOOTS, 1)], { currency: "eur" }),
    ).toMatchObject({
      status: 400,
      body: {
        error: "MINIMUM_BASKET_VALUE",
        message: `Minimalna wartość koszyka: 23,00${NBSP}€`,
      },
    });
    // 2 × 42.73 = 85.46 ≥ 23.00 → 20 × 0.23 = 4.60
    expect(
      await applyCode(request, "MINUS20", [line(PUZZLE, 2)], { currency: "eur" }),
    ).toMatchObject({ status: 200, body: { message: `Rabat: 4,60${NBSP}€`, value: 4.6 } });
  });

  test("TRZECI halves the 3rd and 6th items, dearest first, and needs three items", async ({
    request,
  }) => {
    expect(await applyCode(request, "TRZECI", [line(BOOTS, 2)])).toMatchObject({
      status: 400,
      body: { error: "MINIMUM_PRODUCTS", message: "Kod wymaga co najmniej 3 produktów" },
    });
    // Items by price: 185.77, 13.59, 13.59; the 3rd at 50 %: 13.59 / 2 = 6.795 → 6.80
    expect(await applyCode(request, "TRZECI", [line(BOOTS, 2), line(PUZZLE, 1)])).toMatchObject({
      status: 200,
      body: { title: "Kod TRZECI", message: `Rabat: 6,80${NBSP}zł`, value: 6.8 },
    });
    // Six at 13.59: the 3rd and the 6th at 50 %: 6.795 + 6.795 = 13.59
    expect(await applyCode(request, "TRZECI", [line(BOOTS, 6)])).toMatchObject({
      status: 200,
      body: { value: 13.59 },
    });
  });

  test("TRZECI counts a weight line as one item at its line price", async ({ request }) => {
    // Items: 185.77, 185.77, 1.5 kg coffee as one item of 1.5 × 59.13 = 88.695 → 88.70;
    // the 3rd at 50 %: 88.70 / 2 = 44.35
    expect(await applyCode(request, "TRZECI", [line(PUZZLE, 2), line(COFFEE, 1.5)])).toMatchObject({
      status: 200,
      body: { message: `Rabat: 44,35${NBSP}zł`, value: 44.35 },
    });
  });

  test("LOYALTY spends a logged-in shopper's points at 1 gr each, as many as the basket needs", async ({
    request,
  }) => {
    // Guests have no points: they are asked to log in to use them.
    expect(await applyCode(request, "LOYALTY", [line(BOOTS, 1)])).toEqual({
      status: 400,
      body: {
        error: "LOGIN_REQUIRED",
        message: "Zaloguj się, aby wykorzystać punkty lojalnościowe.",
      },
    });
    await logIn(request, USERS.jan.email);
    // 13.59 zł / 0.01 = 1359 points of jan's 1500 → 1359 × 0.01 = 13.59
    expect(await applyCode(request, "LOYALTY", [line(BOOTS, 1)])).toMatchObject({
      status: 200,
      body: {
        title: "Punkty lojalnościowe: 1359 pkt.",
        message: `Rabat: 13,59${NBSP}zł`,
        value: 13.59,
      },
    });
    // 185.77 zł would need 18577 points: all 1500 → 1500 × 0.01 = 15.00
    expect(await applyCode(request, "LOYALTY", [line(PUZZLE, 1)])).toMatchObject({
      status: 200,
      body: {
        title: "Punkty lojalnościowe: 1500 pkt.",
        message: `Rabat: 15,00${NBSP}zł`,
        value: 15,
      },
    });
  });

  test("LOYALTY needs at least 500 points", async ({ request }) => {
    await logIn(request, USERS.firma.email);
    // firma has 200 points < 500
    expect(await applyCode(request, "LOYALTY", [line(BOOTS, 1)])).toMatchObject({
      status: 400,
      body: { error: "MINIMAL_POINTS", message: "Minimalna liczba punktów: 500 pkt." },
    });
  });

  test("STARY has expired and an unknown code is not valid", async ({ request }) => {
    for (const code of ["STARY", "NIEMA"])
      expect(await applyCode(request, code, [line(PUZZLE, 1)])).toMatchObject({
        status: 400,
        body: { error: "NOT_VALID", message: "Kod jest nieprawidłowy" },
      });
  });

  test("TYLKO takes 20 % off its own products only", async ({ request }) => {
    expect(await applyCode(request, "TYLKO", [line(BOOTS, 1)])).toMatchObject({
      status: 400,
      body: { error: "NOT_VALID" },
    });
    // Only POT is allowed (sale items are not left out): 2 × 17.88 = 35.76; 20 % = 7.152 → 7.15
    expect(await applyCode(request, "TYLKO", [line(BOOTS, 1), line(POT, 2)])).toMatchObject({
      status: 200,
      body: { title: "Kod TYLKO", message: `Rabat: 7,15${NBSP}zł`, value: 7.15 },
    });
  });

  test("without VAT per delivery country, the delivery country does not change the amounts", async ({
    request,
  }) => {
    // Same as Poland: 10 % of 371.54 = 37.154 → 37.15
    expect(
      await applyCode(request, "RABAT10", [line(PUZZLE, 2)], { deliveryCountry: "de" }),
    ).toMatchObject({ status: 200, body: { value: 37.15 } });
  });
});
