import { expect, test } from "@playwright/test";
import type { Product } from "../../src/domain/catalogue.types";
import { priceView } from "../../src/domain/price-view";
import { buildSettings } from "../../src/server/db/seed/settings";

const settings = buildSettings();
const PREFIX: Record<string, string> = { pl: "", en: "/en", de: "/de" };
const normalise = (s: string) => s.replace(/\s+/g, " ").trim();

test.describe("prices on pages", () => {
  for (const lang of ["pl", "en", "de"]) {
    for (const currency of ["pln", "eur", "gbp", "czk"]) {
      test(`a product page in ${lang} shows the domain price in ${currency}`, async ({
        page,
        context,
        baseURL,
      }) => {
        await context.addCookies([{ name: "currency", value: currency, url: baseURL ?? "" }]);
        const product = (await (
          await page.request.get(`/api/public/product/1?lang=${lang}`)
        ).json()) as Product;
        const rate = settings.currencies.find((c) => c.code === currency)?.rate ?? 1;
        const locale = settings.langs.find((l) => l.code === lang)?.locale ?? lang;
        const expected = priceView({
          product,
          lang,
          locale,
          currency,
          rate,
          mode: settings.additionalFunctions.nettoBrutto,
        });
        expect(expected).not.toBeNull();
        await page.goto(`${PREFIX[lang]}/p/${product.url[lang]}`);
        const shown = normalise(
          await page.locator("[data-price] .price__amount").first().innerText(),
        );
        expect(shown).toBe(normalise(expected?.lines[0]?.text ?? ""));
      });
    }
  }

  test("a category page shows every box's price as the domain computes it", async ({ page }) => {
    const categories = (await (await page.request.get("/api/public/category?lang=en")).json()) as {
      parentId: string | null;
      menuHidden: boolean;
      url: Record<string, string>;
    }[];
    const top = categories.find((c) => c.parentId === null && !c.menuHidden);
    await page.goto(`/en/c/${top?.url.en}?page_size=12`);
    const boxes = page.getByRole("list", { name: "Products" }).getByRole("article");
    const ids = await boxes.evaluateAll((els) =>
      els.map((el) => el.getAttribute("data-product-id") ?? ""),
    );
    expect(ids.length).toBeGreaterThan(0);
    const products = (await (
      await page.request.post("/api/public/product/many?lang=en", { data: { ids } })
    ).json()) as Product[];
    expect(products.map((p) => p._id)).toEqual(ids);
    for (const [i, product] of products.entries()) {
      const expected = priceView({
        product,
        lang: "en",
        locale: "en-GB",
        currency: "gbp",
        rate: 0.2,
        mode: settings.additionalFunctions.nettoBrutto,
        list: true,
      });
      const shown = normalise(await boxes.nth(i).locator(".price__amount").first().innerText());
      expect(shown, product.code).toBe(normalise(expected?.lines[0]?.text ?? ""));
    }
  });
});
