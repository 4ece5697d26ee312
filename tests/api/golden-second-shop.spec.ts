/**
 * Golden amounts in second shops: net display, VAT per delivery country: amounts worked out by hand from the spec's rules and the
 * seeded facts in ../golden/, asserted through the shop's HTTP endpoints.
 * Nothing here calls the shop's code; each expected number carries its
 * arithmetic. Rules used (spec 1 §3, §5, §9 and the documented decisions in
 * src/domain): a unit price is converted with the currency rate and rounded
 * to 2 decimals (half away from zero), then multiplied by the quantity; a
 * total is the sum of the rounded lines; code amounts are in PLN and
 * converted with the rate; a gift card converts through PLN.
 */
import { expect, test } from "@playwright/test";
import { startSecondShop, type SecondShop } from "../e2e/second-shop";
import { LAMP, POT, PUZZLE, line } from "../golden/products";
import { BOOTS_DELTA, PRUNER } from "../golden/special-prices";
import { PORT, NBSP, serverTotal, applyCode, ORIGIN } from "./golden-api";

test.use({ extraHTTPHeaders: { origin: ORIGIN } });

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
    // POT on sale: net 14.54, was net 20.77 (labelled netto like the price, issue 44 item 9)
    expect(buyBoxPrice(await (await request.get(`/p/${POT.url.pl}`)).text())).toEqual({
      amount: "14,54 zł",
      suffix: "netto",
      previous: "20,77 zł netto",
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

  test("a custom rule's price takes the delivery country's VAT on its net price", async ({
    request,
  }) => {
    const product = (await (
      await request.get(`/api/public/product/${PRUNER.id}?lang=pl`)
    ).json()) as {
      price: { pl: { brutto: number; netto: number; vat: number; custom: { rules: unknown } } };
    };
    expect(product.price.pl).toMatchObject({ ...PRUNER.price, custom: { rules: PRUNER.rules } });
    const quote = async (country: string, lines: ReturnType<typeof line>[]) => {
      const res = await request.post("/api/public/order/quote?lang=pl", {
        data: { lines, country },
      });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { productsTotal: number }).productsTotal;
    };
    const pruner = line(PRUNER, 1, PRUNER.variantHash);
    // One piece: the rule up to 199.99 zł, net 61.29. Germany 19 %: 72.9351 → 72.94;
    // Great Britain 20 %: 73.548 → 73.55; Poland: the rule's own 75.39.
    expect(await quote("de", [pruner])).toBe(72.94);
    expect(await quote("gb", [pruner])).toBe(73.55);
    expect(await quote("pl", [pruner])).toBe(75.39);
    // Boots Delta G140 + PUZZLE + the pruner to Germany: 239.66 × 1.19 = 285.1954 → 285.20,
    // 151.03 × 1.19 = 179.7257 → 179.73; past 200 zł the rule's net 58.23 × 1.19 = 69.2937 →
    // 69.29; 285.20 + 179.73 + 69.29 = 534.22.
    const boots = (await (
      await request.get(`/api/public/product/${BOOTS_DELTA.id}?lang=pl`)
    ).json()) as {
      price: { pl: { discountBrutto: number; discountNetto: number } };
    };
    expect(boots.price.pl).toMatchObject({
      discountBrutto: BOOTS_DELTA.discountBrutto,
      discountNetto: BOOTS_DELTA.discountNetto,
    });
    expect(await quote("de", [line(BOOTS_DELTA, 1), line(PUZZLE, 1), pruner])).toBe(534.22);
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
