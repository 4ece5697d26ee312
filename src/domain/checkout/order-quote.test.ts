/**
 * Golden quotes: every expected amount below is worked out by hand from the
 * spec's rules (2-decimal money, 4-decimal internals) and written as a
 * literal, with the arithmetic in a comment.
 */
import { describe, expect, it } from "vitest";
import { PLN_PRICING } from "../pricing/pricing-context.fixtures";
import type { StoredLine } from "../basket/basket-line";
import { priceBasket } from "../basket/basket-pricing";
import type { Product } from "../catalogue/catalogue.types";
import { makeProduct } from "../pricing/price-resolution.fixtures";
import { orderQuote, type DeliveryMethod, type QuoteInput } from "./order-quote";
import type { PricingContext } from "../pricing/pricing-context";
import type { PromoCode } from "./promo";
import type { PaymentMethod } from "./payment-options";

const NOW = Date.parse("2026-11-22T12:00:00Z");

function product(id: string, brutto: number, netto: number): Product {
  return makeProduct(
    { brutto, netto },
    {},
    {
      _id: id,
      variants: [{ attributes: [], hash: "", count: 10, locked: 0, weight: 0.5 }],
    },
  );
}

const mug = product("mug", 49.99, 40.64);
const lamp = product("lamp", 120, 97.56);
const products = new Map([mug, lamp].map((p) => [p._id, p]));

const courier: DeliveryMethod = {
  id: "courier",
  type: "courier",
  name: "Courier",
  days: 1,
  data: { countries: ["pl"], price: { pl: 15.99 }, freeFrom: { value: 200 } },
};
const locker: DeliveryMethod = {
  id: "locker",
  type: "inpost_locker",
  name: "Locker",
  days: 2,
  data: { countries: ["pl"], price: { all: 9.99 }, lockerCarrier: "inpost" },
};
const timed: DeliveryMethod = {
  id: "timed",
  type: "timed",
  name: "Timed",
  days: 0,
  data: { countries: ["all"], price: { all: 30 }, timeEnabled: true, timeLogic: {} },
};
const methods = [courier, locker, timed];

const cod: PaymentMethod = {
  id: "cod",
  type: "cod",
  subType: null,
  name: "Cash on delivery",
  data: { countries: ["pl"], deliveryTypes: ["courier"], price: { pl: 5 } },
};
const transfer: PaymentMethod = {
  id: "transfer",
  type: "transfer",
  subType: null,
  name: "Transfer",
  data: { countries: ["all"] },
};
const giftPayment: PaymentMethod = {
  id: "gift",
  type: "giftCard",
  subType: null,
  name: "Gift card",
  data: { countries: ["all"] },
};

const code = (c: string, type: PromoCode["type"], discount: PromoCode["discount"]): PromoCode => ({
  code: c,
  type,
  discount,
  allowedProducts: null,
  validUntil: "2027-01-01T00:00:00Z",
  active: true,
});
const RABAT10 = code("RABAT10", "BASKET", { type: "PERCENT", percentValue: 10 });
const MINUS20 = code("MINUS20", "BASKET", { type: "VALUE", value: 20, valueThreshold: 100 });
const TRZECI = code("TRZECI", "NTH_PRODUCT", { type: "PERCENT", table: [0, 0, 50, 50, 50, 50] });
const LOYALTY = code("LOYALTY", "LOYALTY", { type: "VALUE", pointsValue: 0.01, treeshold: 100 });
const STARY = { ...RABAT10, code: "STARY", validUntil: "2026-01-01T00:00:00Z" };

const pln: PricingContext = PLN_PRICING;
const eur: PricingContext = { ...pln, currency: "eur", rate: 0.23 };

const line = (p: Product, quantity: number): StoredLine => ({
  product: p._id,
  variantHash: "",
  quantity,
  type: "normal",
});
/** 2 mugs and a lamp: 2 × 49.99 + 120.00 = 219.98 zł. */
const basket = [line(mug, 2), line(lamp, 1)];

function quote(
  overrides: Partial<QuoteInput> & { lines?: StoredLine[]; pricing?: PricingContext },
) {
  const pricing = overrides.pricing ?? pln;
  return orderQuote({
    basket: priceBasket(overrides.lines ?? basket, products, pricing, "pl"),
    products,
    rate: pricing.rate,
    country: "pl",
    postCode: "00-001",
    methods,
    delivery: { id: "courier" },
    typedCode: overrides.code?.code ?? "",
    code: null,
    codeSent: overrides.code != null,
    loyaltyPoints: null,
    giftCardValue: null,
    payments: [cod, transfer, giftPayment],
    paymentId: null,
    now: NOW,
    timeZone: "Europe/Warsaw",
    ...overrides,
  });
}

describe("order quote", () => {
  it("delivers free above the threshold and totals products plus delivery", () => {
    const q = quote({});
    expect(q.productsTotal).toBe(219.98);
    // 219.98 ≥ 200: the courier is free.
    expect(q.delivery?.free).toBe(true);
    expect(q.deliveryPrice).toBe(0);
    expect(q.total).toBe(219.98);
    expect(q.blocked).toBeNull();
  });

  it("measures free delivery after the promo discount and says how much is missing", () => {
    const q = quote({ code: RABAT10 });
    // 10 % of 219.98 = 21.998 → 22.00; 219.98 − 22.00 = 197.98 < 200: courier costs 15.99.
    expect(q.discount).toBe(22);
    expect(q.deliveryPrice).toBe(15.99);
    // 200 − 197.98 = 2.02 more for free delivery.
    expect(q.delivery?.freeHint).toEqual({ kind: "value", missing: 2.02 });
    // 219.98 + 15.99 − 22.00 = 213.97
    expect(q.total).toBe(213.97);
  });

  it("prices a foreign currency from rounded unit prices and converts the delivery price", () => {
    const q = quote({ pricing: eur, code: RABAT10 });
    // Units: 49.99 × 0.23 = 11.4977 → 11.50; 120 × 0.23 = 27.60. 2 × 11.50 + 27.60 = 50.60 €.
    expect(q.productsTotal).toBe(50.6);
    // 10 % of 50.60 = 5.06; measure 45.54 € = 198.00 zł < 200: courier 15.99 × 0.23 = 3.6777 → 3.68 €.
    expect(q.discount).toBe(5.06);
    expect(q.deliveryPrice).toBe(3.68);
    // 200 zł = 46.00 €; 46.00 − 45.54 = 0.46 € more.
    expect(q.delivery?.freeHint).toEqual({ kind: "value", missing: 0.46 });
    // 50.60 + 3.68 − 5.06 = 49.22 €
    expect(q.total).toBe(49.22);
  });

  it("lets a gift card pay the whole total and says it covers it", () => {
    const q = quote({ code: RABAT10, giftCardValue: 250 });
    expect(q.totalBeforeGiftCard).toBe(213.97);
    expect(q.giftCardPaid).toBe(213.97);
    expect(q.giftCardCoversTotal).toBe(true);
    expect(q.total).toBe(0);
    const partial = quote({ code: RABAT10, giftCardValue: 50 });
    // 213.97 − 50.00 = 163.97
    expect(partial.giftCardPaid).toBe(50);
    expect(partial.giftCardCoversTotal).toBe(false);
    expect(partial.total).toBe(163.97);
  });

  it("discounts the third most expensive item with an nth-product code", () => {
    const q = quote({ lines: [line(lamp, 3)], code: TRZECI });
    // 3 × 120.00 = 360.00; the third at 50 % = 60.00; 300.00 ≥ 200: courier free.
    expect(q.discount).toBe(60);
    expect(q.total).toBe(300);
  });

  it("turns loyalty points into a discount", () => {
    const q = quote({ code: LOYALTY, loyaltyPoints: 1500 });
    // 1500 points × 0.01 = 15.00 (less than 219.98); 204.98 ≥ 200: courier free.
    expect(q.promo).toMatchObject({ ok: true, value: 15, usedPoints: 1500 });
    expect(q.total).toBe(204.98);
  });

  it("refuses a value code below its minimum basket value and blocks the order", () => {
    const q = quote({ lines: [line(mug, 1)], code: MINUS20 });
    expect(q.promo).toEqual({ ok: false, error: "minimumBasketValue", amount: 100 });
    expect(q.discount).toBe(0);
    // 49.99 + 15.99 = 65.98
    expect(q.total).toBe(65.98);
    expect(q.blocked).toBe("invalidCode");
  });

  it("blocks the order for each of the spec's reasons", () => {
    expect(quote({ lines: [] }).blocked).toBe("noProducts");
    expect(quote({ delivery: null }).blocked).toBe("noDelivery");
    expect(quote({ delivery: { id: "gone" } }).blocked).toBe("noDelivery");
    expect(quote({ code: STARY }).blocked).toBe("invalidCode");
    expect(quote({ typedCode: "XYZ" }).blocked).toBe("invalidCode");
    expect(quote({ codeSent: true, typedCode: "NOPE" }).promo).toEqual({
      ok: false,
      error: "notValid",
    });
    expect(quote({ delivery: { id: "locker" } }).blocked).toBe("noLocker");
    expect(quote({ delivery: { id: "locker", lockerCode: "WAW01" } }).blocked).toBeNull();
    expect(quote({ delivery: { id: "timed" } }).blocked).toBe("noDay");
    // Less than the default 48 hours ahead is too soon; four days ahead at noon is fine.
    expect(quote({ delivery: { id: "timed", date: "2026-11-23", time: "12:00" } }).blocked).toBe(
      "noDay",
    );
    expect(
      quote({ delivery: { id: "timed", date: "2026-11-26", time: "12:00" } }).blocked,
    ).toBeNull();
  });
});

describe("order quote net figures (net display modes)", () => {
  it("gives the delivery, discount and order value net, with one rate of 23 %", () => {
    // 1 mug: 49.99 gross, 40.64 net; the courier is paid below 200: 15.99
    const q = quote({ lines: [line(mug, 1)], code: RABAT10, giftCardValue: 20 });
    expect(q.productsNetto).toBe(40.64);
    // 15.99 × 100 / 123 = 13.00
    expect(q.deliveryNetto).toBe(13);
    // RABAT10: 10 % of 49.99 = 4.999 → 5.00; 5.00 × 100 / 123 = 4.0650… → 4.07
    expect(q.discount).toBe(5);
    expect(q.discountNetto).toBe(4.07);
    // 40.64 + 13.00 − 4.07 = 49.57; the gift card does not lower the net value
    expect(q.totalNetto).toBe(49.57);
    // gross to pay: 49.99 + 15.99 − 5.00 = 60.98; minus the 20.00 gift card = 40.98
    expect(q.total).toBe(40.98);
    // the locker's 9.99 × 100 / 123 = 8.1219… → 8.12
    expect(q.options.find((o) => o.id === "locker")?.priceNetto).toBe(8.12);
  });

  describe("payment fee", () => {
    it("adds cash on delivery's 5 zł to a courier order's total and net value", () => {
      // 1 mug 49.99 + courier 15.99 (below the 200 zł threshold) + COD 5.00 = 70.98.
      const q = quote({ lines: [line(mug, 1)], paymentId: "cod" });
      expect(q.payments.map((p) => [p.id, p.fee])).toEqual([
        ["cod", 5],
        ["transfer", 0],
      ]);
      expect(q.paymentFee).toBe(5);
      // 5 / 1.23 = 4.0650 → 4.07 net; 40.64 + 13.00 + 4.07 = 57.71.
      expect(q.paymentFeeNetto).toBe(4.07);
      expect(q.totalNetto).toBe(57.71);
      expect(q.total).toBe(70.98);
    });

    it("does not offer cash on delivery with a parcel locker, so no fee is added", () => {
      // 1 mug 49.99 + locker 9.99 = 59.98; COD names courier deliveries only.
      const q = quote({ lines: [line(mug, 1)], delivery: { id: "locker" }, paymentId: "cod" });
      expect(q.payments.map((p) => p.id)).toEqual(["transfer"]);
      expect(q.payment).toBeNull();
      expect(q.total).toBe(59.98);
    });

    it("lets a gift card pay the fee too when it does not cover the total", () => {
      // 49.99 + 15.99 + 5.00 = 70.98; the card pays 60.00, 10.98 is left.
      const q = quote({ lines: [line(mug, 1)], paymentId: "cod", giftCardValue: 60 });
      expect(q.giftCardCoversTotal).toBe(false);
      expect(q.giftCardPaid).toBe(60);
      expect(q.total).toBe(10.98);
    });

    it("offers only the gift-card payment, without a fee, when the card covers the total", () => {
      // 49.99 + 15.99 = 65.98 ≤ 66.00: only the gift card pays, COD's fee is not added.
      const q = quote({ lines: [line(mug, 1)], paymentId: "cod", giftCardValue: 66 });
      expect(q.payments.map((p) => p.id)).toEqual(["gift"]);
      expect(q.paymentFee).toBe(0);
      expect(q.giftCardPaid).toBe(65.98);
      expect(q.total).toBe(0);
    });
  });
});
