/**
 * Golden baskets priced by the server: amounts worked out by hand from the spec's rules and the
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
import { MUG_OVERRIDE, MUG_PLAIN } from "../golden/mug-variants";
import { COFFEE, MUG, POT, PUZZLE, line } from "../golden/products";
import { serverTotal, logIn, ORIGIN } from "./golden-api";

test.use({ extraHTTPHeaders: { origin: ORIGIN } });

test.describe("golden baskets priced by the server", () => {
  test("a discounted item costs its sale price", async ({ request }) => {
    // POT: 25.55 −30 % → listed sale price 17.88; 3 × 17.88 = 53.64
    expect(await serverTotal(request, [line(POT, 3)])).toBe(53.64);
  });

  test("a variant with its own price costs that price; a variant without one costs the product price", async ({
    request,
  }) => {
    // 2 × 79.33 (override of 1;8,4;25) = 158.66; 1 × 72.13 (1;5,4;24, no override) = 72.13;
    // 158.66 + 72.13 = 230.79
    expect(
      await serverTotal(request, [line(MUG, 2, MUG_OVERRIDE.hash), line(MUG, 1, MUG_PLAIN.hash)]),
    ).toBe(230.79);
  });

  test("a weight product costs its price per kg times the weight, rounded to the cent", async ({
    request,
  }) => {
    // 1.5 kg × 59.13 zł/kg = 88.695 → 88.70 (half away from zero)
    expect(await serverTotal(request, [line(COFFEE, 1.5)])).toBe(88.7);
  });

  test("a wholesale customer pays the wholesale list where it is lower, never more than a guest", async ({
    request,
  }) => {
    const lines = [line(PUZZLE, 2), line(POT, 1), line(MUG, 1, MUG_OVERRIDE.hash)];
    // Guest: 2 × 185.77 = 371.54; POT sale 17.88; MUG override 79.33;
    // 371.54 + 17.88 + 79.33 = 468.75
    expect(await serverTotal(request, lines)).toBe(468.75);
    await logIn(request, USERS.hurt.email);
    // Wholesale: 2 × 148.62 = 297.24; POT keeps the guest's 17.88 sale (its list says 20.44,
    // decision 0007); MUG 57.70 (not 79.33); 297.24 + 17.88 + 57.70 = 372.82
    expect(await serverTotal(request, lines)).toBe(372.82);
  });

  test("in euro each unit price is converted and rounded before it is multiplied", async ({
    request,
  }) => {
    // PUZZLE: 185.77 × 0.23 = 42.7271 → 42.73; 2 × 42.73 = 85.46 (not 371.54 × 0.23 = 85.45)
    // POT: 17.88 × 0.23 = 4.1124 → 4.11; 3 × 4.11 = 12.33
    // 85.46 + 12.33 = 97.79
    expect(await serverTotal(request, [line(PUZZLE, 2), line(POT, 3)], { currency: "eur" })).toBe(
      97.79,
    );
  });

  test("in Czech crowns the same basket is converted at 5.8 per zloty", async ({ request }) => {
    // PUZZLE: 185.77 × 5.8 = 1077.466 → 1077.47; 2 × 1077.47 = 2154.94
    // POT: 17.88 × 5.8 = 103.704 → 103.70; 3 × 103.70 = 311.10
    // 2154.94 + 311.10 = 2466.04
    expect(await serverTotal(request, [line(PUZZLE, 2), line(POT, 3)], { currency: "czk" })).toBe(
      2466.04,
    );
  });

  test("in English the English price list is used, in pounds by default", async ({ request }) => {
    // en list 181.24 (VAT 20 %) × 0.2 = 36.248 → 36.25; 2 × 36.25 = 72.50
    expect(await serverTotal(request, [line(PUZZLE, 2)], { lang: "en" })).toBe(72.5);
  });
});
