import { describe, expect, it } from "vitest";
import type { Product } from "../../domain/catalogue/catalogue.types";
import { productCardState } from "./product-card-state";

const plain: Product = {
  _id: "1",
  type: "normal",
  name: { pl: "Kubek" },
  url: { pl: "kubek" },
  description: {},
  code: "K1",
  price: { pl: { brutto: 10, netto: 8.13, vat: 23, discount: 0 } },
  langVat: { pl: 23 },
  variants: [{ hash: "", attributes: [], count: 3, locked: 0 }],
  attributes: [],
  categories: [],
  badges: [],
  images: [],
  archived: false,
  preorder: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  idx: 1,
  options: { view: {} },
};

const withVariants: Product = {
  ...plain,
  variants: [
    { hash: "1;1", attributes: [{ id: "1", value: "1" }], count: 5, locked: 2 },
    { hash: "1;2", attributes: [{ id: "1", value: "2" }], count: 0, locked: 0 },
  ],
};

const base = { pricesHidden: false, addToBasketOnList: true, stockValidationDisabled: false };

describe("product box state", () => {
  it("adds a product without variants with a maximum of 99999", () => {
    expect(productCardState({ ...base, product: plain })).toMatchObject({
      canAdd: true,
      max: 99999,
      variants: [],
      showLoginLink: false,
    });
  });

  it("limits each variant to its available stock and offers only available ones", () => {
    const state = productCardState({ ...base, product: withVariants });
    expect(state.variants).toEqual([
      { hash: "1;1", max: 3 },
      { hash: "1;2", max: 0 },
    ]);
    expect(state.canAdd).toBe(true);
  });

  it("never offers adding a sold-out product: notify when enabled, preorder when allowed, else nothing", () => {
    const soldOut: Product = {
      ...plain,
      variants: [{ hash: "", attributes: [], count: 2, locked: 2 }],
    };
    expect(productCardState({ ...base, product: soldOut })).toMatchObject({
      canAdd: false,
      offer: "none",
      max: 0,
    });
    expect(productCardState({ ...base, notifyEnabled: true, product: soldOut })).toMatchObject({
      canAdd: false,
      offer: "notify",
    });
    const preorder: Product = { ...soldOut, options: { view: { allowPreorder: true } } };
    expect(productCardState({ ...base, notifyEnabled: true, product: preorder })).toMatchObject({
      canAdd: true,
      offer: "preorder",
    });
    const allOut: Product = {
      ...withVariants,
      variants: withVariants.variants.map((v) => ({ ...v, count: 0, locked: 0 })),
    };
    expect(productCardState({ ...base, product: allOut }).offer).toBe("none");
  });

  it("shows 'click to log in' and no add button when prices are for logged-in users only", () => {
    expect(productCardState({ ...base, pricesHidden: true, product: plain })).toMatchObject({
      showLoginLink: true,
      canAdd: false,
    });
  });

  it("hides the add button when the setting is off, the product needs configuring, or it is sold out", () => {
    expect(productCardState({ ...base, addToBasketOnList: false, product: plain }).canAdd).toBe(
      false,
    );
    expect(productCardState({ ...base, product: { ...plain, type: "set_creator" } }).canAdd).toBe(
      false,
    );
    const personalised: Product = {
      ...plain,
      personalization: [{ id: "p", name: { pl: "Napis" }, type: "text", required: true }],
    };
    expect(productCardState({ ...base, product: personalised }).canAdd).toBe(false);
    const soldOut: Product = {
      ...withVariants,
      variants: withVariants.variants.map((v) => ({ ...v, count: 0, locked: 0 })),
    };
    expect(productCardState({ ...base, product: soldOut })).toMatchObject({
      canAdd: false,
      soldOut: true,
    });
  });

  it("keeps a preorder product addable and not sold out", () => {
    const preorder: Product = {
      ...withVariants,
      preorder: true,
      options: { view: { allowPreorder: true } },
      variants: withVariants.variants.map((v) => ({ ...v, count: 0, locked: 0 })),
    };
    expect(productCardState({ ...base, product: preorder })).toMatchObject({
      canAdd: true,
      soldOut: false,
    });
  });

  it("offers no quick add, preorder or notify for an archived product (issue 44)", () => {
    const archived = { ...plain, archived: true, options: { view: { allowPreorder: true } } };
    expect(productCardState({ ...base, notifyEnabled: true, product: archived })).toMatchObject({
      canAdd: false,
      offer: "none",
    });
  });
});
