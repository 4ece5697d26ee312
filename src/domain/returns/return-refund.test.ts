import { describe, expect, it } from "vitest";
import { inCardCurrency, refundOfReturn, splitRefund } from "./return-refund";

describe("the refund of a settled return", () => {
  it("is the paid unit gross times the received count when the order had no discount", () => {
    // 2 × 19,99 zł = 39,98 zł.
    expect(
      refundOfReturn([{ unitBrutto: 19.99, count: 2 }], { productsGross: 59.97, discount: 0 }),
    ).toBe(39.98);
  });

  it("takes off the returned products' share of the order's discount, to the cent", () => {
    // Products: 2 × 95,66 + 40,00 = 231,32 zł, discount 23,13 zł. One mug back: its share of
    // the discount is 23,13 × 95,66 / 231,32 = 9,565… → 9,57 zł; refund 95,66 − 9,57 = 86,09 zł.
    expect(
      refundOfReturn([{ unitBrutto: 95.66, count: 1 }], { productsGross: 231.32, discount: 23.13 }),
    ).toBe(86.09);
  });

  it("gives nothing back when the discount paid for every product, or nothing was received", () => {
    expect(
      refundOfReturn([{ unitBrutto: 10, count: 1 }], { productsGross: 10, discount: 10 }),
    ).toBe(0);
    expect(refundOfReturn([{ unitBrutto: 10, count: 0 }], { productsGross: 10, discount: 0 })).toBe(
      0,
    );
  });

  it("goes back through the provider first and the rest onto the gift card", () => {
    // 86,09 zł: 50,00 zł paid online is left, so 50,00 through the provider, 36,09 onto the card.
    expect(splitRefund(86.09, { money: 50, online: true, card: 100 })).toEqual({
      total: 86.09,
      provider: 50,
      manual: 0,
      card: 36.09,
    });
  });

  it("never gives back more than was paid", () => {
    // A card-only order with 30,00 zł of the card left to give back.
    expect(splitRefund(86.09, { money: 0, online: false, card: 30 })).toEqual({
      total: 30,
      provider: 0,
      manual: 0,
      card: 30,
    });
  });

  it("owes the money by hand for a bank transfer or cash on delivery", () => {
    expect(splitRefund(86.09, { money: 200, online: false, card: 0 })).toEqual({
      total: 86.09,
      provider: 0,
      manual: 86.09,
      card: 0,
    });
  });

  it("puts the card's part back in the card's own currency", () => {
    // The order paid 20,00 € with 86,40 zł of a złoty card: 10,00 € back is 43,20 zł.
    expect(inCardCurrency(10, { value: 20, spent: 86.4 })).toBe(43.2);
    expect(inCardCurrency(10, { value: 20 })).toBe(10);
  });
});
