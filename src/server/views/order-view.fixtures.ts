/**
 * A stored order for the read model's and the e-mails' tests: two Delta K370 mugs at 95,66 zł
 * (23 % VAT) and a pot at 42,50 zł (8 % VAT) = 233,82 zł; RABAT10 takes 23,38 zł (10 %),
 * leaving 210,44 zł; the DPD courier is free from 200 zł, so the total is 210,44 zł, of which
 * a 50 zł gift card pays 50,00 zł: 160,44 zł is left to pay by bank transfer.
 */
import type { OrderRow } from "../db/schema";

export function orderRowFixture(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 7,
    no: "2026/11/27/ABC001",
    public_id: "p".repeat(24),
    user_id: null,
    email: "anna@example.com",
    status: "PENDING",
    paid: 0,
    lang: "pl",
    currency: "pln",
    created_at: "2026-11-27T09:30:00.000Z",
    sent_at: null,
    products: JSON.stringify([
      {
        id: "212",
        type: "normal",
        name: { pl: "Kubek termiczny Delta K370", en: "Delta K370 travel mug" },
        code: "DK370",
        quantity: 2,
        price: {
          brutto: 95.66,
          netto: 77.77,
          vat: 23,
          currencyBrutto: 95.66,
          currencyNetto: 77.77,
        },
        categories: [],
        variantHash: "",
      },
      {
        id: "213",
        type: "normal",
        name: { pl: "Doniczka Terra" },
        code: "DT1",
        quantity: 1,
        price: { brutto: 42.5, netto: 39.35, vat: 8, currencyBrutto: 42.5, currencyNetto: 39.35 },
        categories: [],
        variantHash: "h1",
        variant: { pl: { Kolor: "zielony" } },
        unit: "kpl.",
      },
    ]),
    address: JSON.stringify({
      ship: {
        name: "Anna Nowak",
        street: "Długa",
        number: "5",
        apartment: "3",
        postCode: "00-950",
        city: "Warszawa",
        country: "pl",
        phone: "600700800",
      },
    }),
    delivery: JSON.stringify({
      id: "1",
      type: "courier",
      name: "Kurier DPD",
      price: { brutto: 0, netto: 0, vat: 0 },
      data: {},
    }),
    payment: JSON.stringify({ id: "11", type: "transfer", name: "Przelew tradycyjny" }),
    total: JSON.stringify({
      brutto: 210.44,
      netto: 174.5,
      vat: 35.94,
      products: 210.44,
      delivery: 0,
      currency: "pln",
      currencyRate: 1,
      code: "RABAT10",
      codeDiscount: 23.38,
      giftCardCode: "GIFT-50",
      giftCardValue: 50,
    }),
    company: 0,
    nip: null,
    comment: null,
    ref: null,
    return_time: 14,
    can_return: 1,
    idempotency_key: null,
    request_digest: null,
    stock_taken: null,
    tracking: null,
    phone_tail: null,
    cancellation: null,
    ...overrides,
  };
}
