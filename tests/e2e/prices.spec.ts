/**
 * Prices on pages in every language and currency, as golden literals worked
 * out by hand from the seeded price lists (../golden/): a language's own
 * price list (PLN, its VAT) × the currency rate, rounded to 2 decimals, in the
 * language's number format.
 */
import { expect, test } from "@playwright/test";
import { BOOTS, MUG, POT, TEA } from "../golden/products";

const PREFIX: Record<string, string> = { pl: "", en: "/en", de: "/de" };
const normalise = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * TEA's sale price (20 % off) per language: pl 904.57, en 882.51, de 875.15 (PLN),
 * × eur 0.23, gbp 0.2, czk 5.8.
 */
const TEA_PAGE_PRICES: Record<string, Record<string, string>> = {
  pl: {
    pln: "904,57 zł",
    eur: "208,05 €", // 904.57 × 0.23 = 208.0511
    gbp: "180,91 £", // 904.57 × 0.2 = 180.914
    czk: "5 246,51 Kč", // 904.57 × 5.8 = 5246.506
  },
  en: {
    pln: "882.51 zł",
    eur: "€202.98", // 882.51 × 0.23 = 202.9773
    gbp: "£176.50", // 882.51 × 0.2 = 176.502
    czk: "5,118.56 Kč", // 882.51 × 5.8 = 5118.558
  },
  de: {
    pln: "875,15 zł",
    eur: "201,28 €", // 875.15 × 0.23 = 201.2845
    gbp: "175,03 £", // 875.15 × 0.2 = 175.03
    czk: "5.075,87 Kč", // 875.15 × 5.8 = 5075.87
  },
};

test.describe("prices on pages", () => {
  for (const lang of ["pl", "en", "de"]) {
    for (const currency of ["pln", "eur", "gbp", "czk"]) {
      test(`a product page in ${lang} shows the language's price in ${currency}`, async ({
        page,
        context,
        baseURL,
      }) => {
        await context.addCookies([{ name: "currency", value: currency, url: baseURL ?? "" }]);
        const url = (await (
          await page.request.get(`/api/public/product/${TEA.id}?lang=${lang}`)
        ).json()) as { url: Record<string, string> };
        await page.goto(`${PREFIX[lang]}/p/${url.url[lang]}`);
        const shown = normalise(
          await page.locator("[data-price] .price__amount").first().innerText(),
        );
        expect(shown).toBe(TEA_PAGE_PRICES[lang]?.[currency]);
      });
    }
  }

  test("a category page shows the cheapest variant with 'from', a sale price with the old one, and a plain price, in pounds", async ({
    page,
  }) => {
    const box = (id: string) =>
      page
        .getByRole("list", { name: "Products" })
        .getByRole("article")
        .and(page.locator(`[data-product-id="${id}"]`));

    await page.goto("/en/c/travel-mugs");
    // MUG: variants at 70.37 and 77.40 (en list); the cheapest: 70.37 × 0.2 = 14.074 → 14.07
    await expect(box(MUG.id).locator(".price__from")).toHaveText("from");
    await expect(box(MUG.id).locator(".price__amount")).toHaveText("£14.07");

    await page.goto("/en/c/pots");
    // POT: sale 17.44 × 0.2 = 3.488 → 3.49; was 24.92 × 0.2 = 4.984 → 4.98
    await expect(box(POT.id).locator(".price__amount")).toHaveText("£3.49");
    await expect(box(POT.id).locator(".price__previous")).toContainText("£4.98");

    await page.goto("/en/c/boots");
    // BOOTS: 13.26 × 0.2 = 2.652 → 2.65
    await expect(box(BOOTS.id).locator(".price__amount")).toHaveText("£2.65");
    await expect(box(BOOTS.id).locator(".price__from")).toHaveCount(0);
  });
});
