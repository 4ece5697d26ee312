/**
 * Golden baskets: amounts worked out by hand from the spec's rules and the
 * seeded facts in ../golden.ts, asserted through the shop's HTTP endpoints.
 * Nothing here calls the shop's code; each expected number carries its
 * arithmetic. Rules used (spec 1 §3, §5, §9 and the documented decisions in
 * src/domain): a unit price is converted with the currency rate and rounded
 * to 2 decimals (half away from zero), then multiplied by the quantity; a
 * total is the sum of the rounded lines; code amounts are in PLN and
 * converted with the rate; a gift card converts through PLN.
 */
import { DatabaseSync } from "node:sqlite";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startSecondShop, type SecondShop } from "../e2e/second-shop";
import {
  BOOTS,
  CODES,
  COFFEE,
  DELIVERY,
  GIFT_CARDS,
  GOLDEN_PRODUCTS,
  LAMP,
  LANG_CURRENCY,
  MUG,
  MUG_OVERRIDE,
  MUG_PLAIN,
  PASSWORD,
  POT,
  PUZZLE,
  RATES,
  USERS,
  VAT_COUNTRIES,
  line,
  type Line,
} from "../golden";

const PORT = Number(process.env.TEST_PORT ?? 4399);
const ORIGIN = `http://localhost:${PORT}`;
const NBSP = "\u00a0";
const TEST_DB = `${process.env.TEST_DATA_DIR ?? "data/test"}/shop.sqlite`;

test.use({ extraHTTPHeaders: { origin: ORIGIN } });

const currencyCookie = (currency: string | undefined): Record<string, string> =>
  currency ? { cookie: `currency=${currency}` } : {};

/** The total the server recomputes for a basket (POST /api/public/basket/); the copy is deleted again. */
async function serverTotal(
  request: APIRequestContext,
  lines: Line[],
  options: { currency?: string; lang?: string } = {},
): Promise<number> {
  const lang = options.lang ?? "pl";
  const res = await request.post(`/api/public/basket/?lang=${lang}`, {
    data: {
      products: lines.map((l) => ({
        count: l.quantity,
        id: l.product,
        code: "",
        variantHash: l.variantHash,
      })),
      // The client's total is never trusted.
      totalPrice: 0.01,
      user: null,
      lang,
    },
    headers: currencyCookie(options.currency),
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { id: string; totalPrice: number };
  expect((await request.delete(`/api/public/basket/${body.id}`)).status()).toBe(200);
  return body.totalPrice;
}

async function applyCode(
  request: APIRequestContext,
  code: string,
  lines: Line[],
  options: { currency?: string; deliveryCountry?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request.post("/api/public/order/code?lang=pl", {
    data: {
      code,
      lines,
      ...(options.deliveryCountry ? { deliveryCountry: options.deliveryCountry } : {}),
    },
    headers: currencyCookie(options.currency),
  });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

interface OptionView {
  price: number;
  free: boolean;
  freeHint: { kind: string; missing: number } | null;
}

/** Delivery options for Poland by Polish name: price, free and the free-delivery hint. */
async function deliveryOptions(
  request: APIRequestContext,
  lines: Line[],
  options: { code?: string; discount?: number; currency?: string } = {},
): Promise<Record<string, OptionView>> {
  const res = await request.post("/api/public/order/delivery-options?lang=pl", {
    data: {
      country: "pl",
      postCode: "",
      lines,
      ...(options.code ? { code: options.code } : {}),
      ...(options.discount ? { discount: options.discount } : {}),
    },
    headers: currencyCookie(options.currency),
  });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as ({ name: string } & OptionView)[];
  return Object.fromEntries(
    list.map((o) => [o.name, { price: o.price, free: o.free, freeHint: o.freeHint }]),
  );
}

async function giftCard(request: APIRequestContext, code: string, currency?: string) {
  const res = await request.post("/api/public/order/gift-card?lang=pl", {
    data: { code },
    headers: currencyCookie(currency),
  });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

async function logIn(request: APIRequestContext, email: string, origin = ORIGIN): Promise<void> {
  const res = await request.post("/api/auth/local", {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  expect(res.status(), `log in as ${email}`).toBe(200);
}

const SEED_CHANGED =
  "the seed no longer matches tests/golden.ts: update the fact there and redo the hand arithmetic of the golden tests";

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
        if (lang === "pl") expect(p.price.pl?.wholesale, what).toEqual(golden.wholesale);
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

  test("the golden codes, gift cards, rates, delivery methods and shoppers are seeded as written", () => {
    const db = new DatabaseSync(TEST_DB, { readOnly: true });
    try {
      const settings = JSON.parse(
        (db.prepare("select value from settings where key = 'shop'").get() as { value: string })
          .value,
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
        const row = db
          .prepare(
            "select type, discount, allowed_products, valid_until, active from promo_codes where code = ?",
          )
          .get(code) as
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
        const row = db
          .prepare("select value, used_value, currency, valid_until from gift_cards where code = ?")
          .get(code) as
          { value: number; used_value: number; currency: string; valid_until: string } | undefined;
        const what = `gift card ${code}: ${SEED_CHANGED}`;
        expect(
          row && { value: row.value, used: row.used_value, currency: row.currency },
          what,
        ).toEqual(golden);
        expect((row?.valid_until ?? "") > now, what).toBe(true);
      }

      const methods = (
        db.prepare("select name, data from delivery_methods where active = 1").all() as {
          name: string;
          data: string;
        }[]
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
        db.prepare("select loyalty_points, wholesale from users where email = ?").get(email) as
          { loyalty_points: number; wholesale: number } | undefined;
      expect(user(USERS.jan.email)?.loyalty_points, SEED_CHANGED).toBe(USERS.jan.loyaltyPoints);
      expect(user(USERS.firma.email)?.loyalty_points, SEED_CHANGED).toBe(USERS.firma.loyaltyPoints);
      expect(user(USERS.hurt.email)?.wholesale, SEED_CHANGED).toBe(1);
    } finally {
      db.close();
    }
  });
});

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

  test("a wholesale customer pays the wholesale list, which replaces sale prices and variant prices", async ({
    request,
  }) => {
    const lines = [line(PUZZLE, 2), line(POT, 1), line(MUG, 1, MUG_OVERRIDE.hash)];
    // Guest: 2 × 185.77 = 371.54; POT sale 17.88; MUG override 79.33;
    // 371.54 + 17.88 + 79.33 = 468.75
    expect(await serverTotal(request, lines)).toBe(468.75);
    await logIn(request, USERS.hurt.email);
    // Wholesale: 2 × 148.62 = 297.24; POT 20.44 (not the 17.88 sale); MUG 57.70 (not 79.33);
    // 297.24 + 20.44 + 57.70 = 375.38
    expect(await serverTotal(request, lines)).toBe(375.38);
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
    // Guests have no points.
    expect(await applyCode(request, "LOYALTY", [line(BOOTS, 1)])).toMatchObject({
      status: 400,
      body: { error: "NOT_VALID" },
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

/** Text of the product page's buy-box price: amount, suffix and crossed-out price. */
function buyBoxPrice(html: string): { amount: string; suffix: string; previous: string } {
  const block =
    /<div class="price price--large[^"]*" data-price[^>]*>([\s\S]*?)<\/div><\/div>/.exec(
      html,
    )?.[1] ?? "";
  const text = (re: RegExp) =>
    (re.exec(block)?.[1] ?? "")
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return {
    amount: text(/class="price__amount">([^<]*)</),
    suffix: text(/class="price__suffix">([^<]*)</),
    previous: text(/<s class="price__previous">[\s\S]*?<\/span>([\s\S]*?)<\/s>/),
  };
}

test.describe("net display (a second shop)", () => {
  const origin = `http://localhost:${PORT + 300}`;
  let shop: SecondShop | null = null;
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ baseURL: origin, extraHTTPHeaders: { origin } });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shop = await startSecondShop({
      offset: 300,
      patch: (settings) => {
        settings.additionalFunctions.nettoBrutto = "netto";
      },
      probePath: `/p/${PUZZLE.url.pl}`,
      isApplied: (html) => buyBoxPrice(html).suffix === "netto",
    });
  });

  test.afterAll(() => {
    shop?.stop();
    shop = null;
  });

  test("product pages show the net price labelled netto, and the basket total stays gross", async ({
    request,
  }) => {
    // PUZZLE net 151.03
    expect(buyBoxPrice(await (await request.get(`/p/${PUZZLE.url.pl}`)).text())).toEqual({
      amount: "151,03 zł",
      suffix: "netto",
      previous: "",
    });
    // POT on sale: net 14.54, was net 20.77
    expect(buyBoxPrice(await (await request.get(`/p/${POT.url.pl}`)).text())).toEqual({
      amount: "14,54 zł",
      suffix: "netto",
      previous: "20,77 zł",
    });
    // Gross: 2 × 185.77 = 371.54
    expect(await serverTotal(request, [line(PUZZLE, 2)])).toBe(371.54);
  });
});

test.describe("VAT per delivery country (a second shop)", () => {
  const origin = `http://localhost:${PORT + 400}`;
  let shop: SecondShop | null = null;
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ baseURL: origin, extraHTTPHeaders: { origin } });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shop = await startSecondShop({
      offset: 400,
      patch: (settings) => {
        settings.additionalFunctions.vatPerDeliveryCountry = true;
      },
      probePath: "/order/delivery",
      isApplied: (html) => html.includes("&quot;vatPerDeliveryCountry&quot;:[0,true]"),
    });
  });

  test.afterAll(() => {
    shop?.stop();
    shop = null;
  });

  test("a code's value uses the delivery country's VAT on the net price", async ({ request }) => {
    // Poland 23 % = the product's own rate: 2 × 185.77 = 371.54; 10 % = 37.154 → 37.15
    expect(
      await applyCode(request, "RABAT10", [line(PUZZLE, 2)], { deliveryCountry: "pl" }),
    ).toMatchObject({ status: 200, body: { value: 37.15 } });
    // Germany 19 %: 151.03 × 1.19 = 179.7257 → 179.73; 2 × 179.73 = 359.46; 10 % = 35.946 → 35.95
    expect(
      await applyCode(request, "RABAT10", [line(PUZZLE, 2)], { deliveryCountry: "de" }),
    ).toMatchObject({ status: 200, body: { message: `Rabat: 35,95${NBSP}zł`, value: 35.95 } });
  });

  test("the minimum basket value is measured with the delivery country's VAT", async ({
    request,
  }) => {
    // Poland: 8 × 12.80 = 102.40 ≥ 100 → 20.00 off
    expect(
      await applyCode(request, "MINUS20", [line(LAMP, 8)], { deliveryCountry: "pl" }),
    ).toMatchObject({ status: 200, body: { value: 20 } });
    // Germany: 10.41 × 1.19 = 12.3879 → 12.39; 8 × 12.39 = 99.12 < 100
    expect(
      await applyCode(request, "MINUS20", [line(LAMP, 8)], { deliveryCountry: "de" }),
    ).toMatchObject({
      status: 400,
      body: {
        error: "MINIMUM_BASKET_VALUE",
        message: `Minimalna wartość koszyka: 100,00${NBSP}zł`,
      },
    });
  });
});
