/**
 * Golden amounts in second shops: net display, VAT per delivery country: amounts worked out by hand from the spec's rules and the
 * seeded facts in ../golden.ts, asserted through the shop's HTTP endpoints.
 * Nothing here calls the shop's code; each expected number carries its
 * arithmetic. Rules used (spec 1 §3, §5, §9 and the documented decisions in
 * src/domain): a unit price is converted with the currency rate and rounded
 * to 2 decimals (half away from zero), then multiplied by the quantity; a
 * total is the sum of the rounded lines; code amounts are in PLN and
 * converted with the rate; a gift card converts through PLN.
 */
import { expect, test } from "@playwright/test";
import { startSecondShop, type SecondShop } from "../e2e/second-shop";
import { LAMP, POT, PUZZLE, line } from "../golden";
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
