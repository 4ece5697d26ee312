/**
 * Seed facts the golden amounts rest on: amounts worked out by hand from the spec's rules and the
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
import { GOLDEN_PRODUCTS, MUG } from "../golden/products";
import { CODES, DELIVERY, GIFT_CARDS, LANG_CURRENCY, RATES, VAT_COUNTRIES } from "../golden/shop";
import { withShopDb } from "../test-db";
import { SEED_CHANGED, ORIGIN } from "./golden-api";

test.use({ extraHTTPHeaders: { origin: ORIGIN } });

async function wholesaleInDb(id: string): Promise<{ brutto: number; netto: number }> {
  const row = await withShopDb((db) =>
    db
      .prepare(
        "select wholesale_brutto as brutto, wholesale_netto as netto from product_prices where product_id = ? and lang = 'pl'",
      )
      .get<{ brutto: number; netto: number }>(Number(id)),
  );
  return { brutto: row?.brutto ?? NaN, netto: row?.netto ?? NaN };
}

test.describe("seed facts the golden amounts rest on", () => {
  test("the golden products have their seeded prices, VAT, discounts, variants and stock", async ({
    request,
  }) => {
    for (const golden of GOLDEN_PRODUCTS) {
      for (const lang of ["pl", "en", "de"] as const) {
        const res = await request.get(`/api/public/product/${golden.id}?lang=${lang}`);
        expect(res.status(), `product ${golden.id}: ${SEED_CHANGED}`).toBe(200);
        const p = (await res.json()) as {
          type: string;
          name: Record<string, string>;
          url: Record<string, string>;
          price: Record<string, Record<string, unknown>>;
          variants: { hash: string; count: number; locked: number }[];
          options: { view: { quantityFactor?: number } };
        };
        const what = `product ${golden.id} (${golden.name.pl}), ${lang}: ${SEED_CHANGED}`;
        expect(p.type, what).toBe(golden.type);
        expect(p.name.pl, what).toBe(golden.name.pl);
        expect(p.name.en, what).toBe(golden.name.en);
        expect(p.url.pl, what).toBe(golden.url.pl);
        expect(p.url.en, what).toBe(golden.url.en);
        expect(p.price[lang], what).toMatchObject({ ...golden.price[lang] });
        // A guest's answer carries no wholesale prices (issue 9 item 13): those are read from the database.
        expect(p.price[lang]?.["wholesale"], what).toBeUndefined();
        if (lang === "pl") expect(await wholesaleInDb(golden.id), what).toEqual(golden.wholesale);
        if (golden.stock !== undefined) {
          const v = p.variants[0];
          expect(p.variants.length, what).toBe(1);
          expect((v?.count ?? 0) - (v?.locked ?? 0), what).toBe(golden.stock);
        }
        expect(p.options.view.quantityFactor, what).toBe(golden.quantityFactor);
      }
    }
    const mug = (await (await request.get(`/api/public/product/${MUG.id}?lang=pl`)).json()) as {
      price: { pl: { variants: Record<string, unknown> } };
      variants: { hash: string; count: number; locked: number }[];
    };
    const what = `product ${MUG.id} variants: ${SEED_CHANGED}`;
    expect(mug.price.pl.variants, what).toEqual({ [MUG_OVERRIDE.hash]: MUG_OVERRIDE.price.pl });
    const stock = (hash: string) => {
      const v = mug.variants.find((x) => x.hash === hash);
      return (v?.count ?? 0) - (v?.locked ?? 0);
    };
    expect(stock(MUG_OVERRIDE.hash), what).toBe(MUG_OVERRIDE.stock);
    expect(stock(MUG_PLAIN.hash), what).toBe(MUG_PLAIN.stock);
  });

  test("the golden codes, gift cards, rates, delivery methods and shoppers are seeded as written", async () => {
    await withShopDb(async (db) => {
      const settings = JSON.parse(
        (
          (await db.prepare("select value from settings where key = 'shop'").get()) as {
            value: string;
          }
        ).value,
      ) as {
        currencies: { code: string; rate: number }[];
        langCurrencyMap: Record<string, string>;
        vatCountries: Record<string, number>;
        additionalFunctions: Record<string, unknown>;
      };
      expect(
        Object.fromEntries(settings.currencies.map((c) => [c.code, c.rate])),
        `rates: ${SEED_CHANGED}`,
      ).toEqual(RATES);
      expect(settings.langCurrencyMap, SEED_CHANGED).toEqual(LANG_CURRENCY);
      expect(settings.vatCountries, SEED_CHANGED).toMatchObject(VAT_COUNTRIES);
      expect(settings.additionalFunctions, SEED_CHANGED).toMatchObject({
        nettoBrutto: "brutto",
        vatPerDeliveryCountry: false,
        loyaltyEnabled: true,
      });

      const now = new Date().toISOString();
      for (const [code, golden] of Object.entries(CODES)) {
        const row = (await db
          .prepare(
            "select type, discount, allowed_products, valid_until, active from promo_codes where code = ?",
          )
          .get(code)) as
          | {
              type: string;
              discount: string;
              allowed_products: string | null;
              valid_until: string;
              active: number;
            }
          | undefined;
        const what = `promo code ${code}: ${SEED_CHANGED}`;
        expect(row, what).toBeDefined();
        expect(row?.type, what).toBe(golden.type);
        expect(JSON.parse(row?.discount ?? "null"), what).toEqual(golden.discount);
        expect(JSON.parse(row?.allowed_products ?? "null"), what).toEqual(
          "allowedProducts" in golden ? golden.allowedProducts : null,
        );
        expect(row?.active, what).toBe(1);
        const until = row?.valid_until ?? "";
        if (code === "STARY") expect(until < now, what).toBe(true);
        else expect(until > now, what).toBe(true);
      }

      for (const [code, golden] of Object.entries(GIFT_CARDS)) {
        const row = (await db
          .prepare("select value, used_value, currency, valid_until from gift_cards where code = ?")
          .get(code)) as
          { value: number; used_value: number; currency: string; valid_until: string } | undefined;
        const what = `gift card ${code}: ${SEED_CHANGED}`;
        expect(
          row && { value: row.value, used: row.used_value, currency: row.currency },
          what,
        ).toEqual(golden);
        expect((row?.valid_until ?? "") > now, what).toBe(true);
      }

      const methods = (
        await db.prepare("select name, data from delivery_methods where active = 1").all<{
          name: string;
          data: string;
        }>()
      ).map((r) => ({
        name: (JSON.parse(r.name) as Record<string, string>)["pl"] ?? "",
        data: JSON.parse(r.data) as {
          price?: Record<string, number>;
          freeFrom?: { value?: number; count?: number };
          advancedHide?: string;
        },
      }));
      for (const golden of Object.values(DELIVERY)) {
        const m = methods.find((x) => x.name === golden.name);
        const what = `delivery method ${golden.name}: ${SEED_CHANGED}`;
        expect(m, what).toBeDefined();
        expect(m?.data.price?.["pl"] ?? m?.data.price?.["all"], what).toBe(golden.price);
        expect(m?.data.freeFrom?.value, what).toBe(
          "freeFromValue" in golden ? golden.freeFromValue : undefined,
        );
        expect(m?.data.freeFrom?.count, what).toBe(
          "freeFromCount" in golden ? golden.freeFromCount : undefined,
        );
        expect(m?.data.advancedHide, what).toBe(
          "shownWhen" in golden ? golden.shownWhen : undefined,
        );
      }

      const user = (email: string) =>
        db
          .prepare("select loyalty_points, wholesale from users where email = ?")
          .get<{ loyalty_points: number; wholesale: number }>(email);
      expect((await user(USERS.jan.email))?.loyalty_points, SEED_CHANGED).toBe(
        USERS.jan.loyaltyPoints,
      );
      expect((await user(USERS.firma.email))?.loyalty_points, SEED_CHANGED).toBe(
        USERS.firma.loyaltyPoints,
      );
      expect((await user(USERS.hurt.email))?.wholesale, SEED_CHANGED).toBe(1);
    });
  });
});
