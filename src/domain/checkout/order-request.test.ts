import { describe, expect, it } from "vitest";
import {
  canonicalOrderRequest,
  stableJson,
  textFingerprint,
  type OrderRequest,
} from "./order-request";

const address = {
  street: "Długa",
  number: "5",
  apartment: "",
  postCode: "00-950",
  city: "Warszawa",
};
const form = {
  ship: { ...address, name: "Anna Nowak", region: "", phone: "600700800" },
  email: "anna@example.com",
  retypedEmail: "anna@example.com",
  comment: "",
  company: false,
  invoice: { ...address, name: "", country: "pl" },
  nip: "",
  showInvoice: false,
  terms: true,
  processing: true,
  marketing: false,
};
const mug = { product: "212", variantHash: "", quantity: 1, type: "normal" };
const pot = { product: "213", variantHash: "", quantity: 2, type: "normal" };
const request: OrderRequest = {
  lines: [mug, pot],
  country: "pl",
  delivery: { id: "3" },
  paymentId: "5",
  form,
};

describe("the canonical order request", () => {
  it("sorts keys at every depth and leaves undefined members out", () => {
    expect(stableJson({ b: 1, a: { d: [2, { z: 1, y: undefined, x: 0 }], c: "" } })).toBe(
      '{"a":{"c":"","d":[2,{"x":0,"z":1}]},"b":1}',
    );
  });

  it("is the same whatever the order of keys and lines, and for empty optional texts", () => {
    const reordered: OrderRequest = {
      form: { ...form },
      paymentId: "5",
      delivery: { lockerCode: "", id: "3" },
      country: "pl",
      lines: [
        { type: "normal", quantity: 2, variantHash: "", product: "213" },
        { quantity: 1, product: "212", type: "normal", variantHash: "" },
      ],
      code: "",
      giftCard: undefined,
      ref: "",
    };
    expect(canonicalOrderRequest(reordered, { currency: "pln" })).toBe(
      canonicalOrderRequest(request, { currency: "pln" }),
    );
  });

  it("changes with the basket, the e-mail, a code, the currency or the buyer", () => {
    const base = canonicalOrderRequest(request, { currency: "pln", buyer: null });
    const variants = [
      canonicalOrderRequest({ ...request, lines: [mug] }, { currency: "pln", buyer: null }),
      canonicalOrderRequest(
        { ...request, lines: [{ ...mug, quantity: 2 }, pot] },
        { currency: "pln", buyer: null },
      ),
      canonicalOrderRequest(
        { ...request, form: { ...form, email: "ewa@example.com" } },
        { currency: "pln", buyer: null },
      ),
      canonicalOrderRequest({ ...request, code: "RABAT10" }, { currency: "pln", buyer: null }),
      canonicalOrderRequest({ ...request, giftCard: "GIFT-1" }, { currency: "pln", buyer: null }),
      canonicalOrderRequest(request, { currency: "eur", buyer: null }),
      canonicalOrderRequest(request, { currency: "pln", buyer: "7" }),
    ];
    expect(new Set([base, ...variants]).size).toBe(8);
  });

  it("leaves out what is not part of the request, such as a card nonce or the key", () => {
    const withExtras = {
      ...request,
      paymentNonce: "fake-valid-nonce",
      idempotencyKey: "aaaaaaaaaaaaaaaaaaaaaa",
    };
    expect(canonicalOrderRequest(withExtras, {})).toBe(canonicalOrderRequest(request, {}));
  });

  it("fingerprints texts with cyrb53 (its published values) and tells them apart", () => {
    // cyrb53("") = 3338908027751811 and cyrb53("a") = 7929297801672961, in base 36.
    expect(textFingerprint("")).toBe("wvjl67o803");
    expect(textFingerprint("a")).toBe("262p94epp1d");
    expect(textFingerprint("a")).not.toBe(textFingerprint("b"));
    expect(textFingerprint("same")).toBe(textFingerprint("same"));
  });
});
