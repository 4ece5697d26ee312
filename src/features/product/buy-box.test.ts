import { describe, expect, it } from "vitest";
import { buildBasketLine, setProblemOf, type SetChoice } from "./buy-box";
import type { ComponentView } from "./product-view.types";

const component = (product: string, extra: Partial<ComponentView> = {}): ComponentView => ({
  product,
  variantHash: "",
  name: `P${product}`,
  url: `p-${product}`,
  quantity: 1,
  available: 10,
  unitPrice: 5,
  unitPriceText: "5 zł",
  personalization: [],
  ...extra,
});

describe("the buy box's basket line", () => {
  it("stores product, variant, quantity and type, with no blank personalization", () => {
    const line = buildBasketLine({
      productId: "7",
      type: "normal",
      variantHash: "1;3",
      quantity: 2,
      set: null,
      personalization: { engraving: "For Ann", note: "  " },
    });
    expect(line).toEqual({
      product: "7",
      variantHash: "1;3",
      quantity: 2,
      type: "normal",
      personalization: { engraving: "For Ann" },
    });
  });

  it("leaves personalization out when every value is blank", () => {
    const line = buildBasketLine({
      productId: "7",
      type: "normal",
      variantHash: "",
      quantity: 1,
      set: null,
      personalization: { engraving: "" },
    });
    expect(line).not.toHaveProperty("personalization");
  });

  it("keeps only set components with a quantity and merges their personalization", () => {
    const set: SetChoice = {
      components: [component("2"), component("3"), component("4")],
      quantities: [1, 0, 2],
      personalization: { "4:name": "Tom" },
    };
    const line = buildBasketLine({
      productId: "9",
      type: "set_creator",
      variantHash: "",
      quantity: 1,
      set,
      personalization: {},
    });
    expect(line.components).toEqual([
      { product: "2", variantHash: "", quantity: 1 },
      { product: "4", variantHash: "", quantity: 2 },
    ]);
    expect(line.personalization).toEqual({ "4:name": "Tom" });
  });
});

describe("the buy box's set check", () => {
  const options = { setQuantity: 1, allowZero: false, creator: false };

  it("asks for a component's required personalization, keyed by product and field", () => {
    const set: SetChoice = {
      components: [
        component("2", {
          personalization: [{ id: "name", name: "Name", type: "text", required: true }],
        }),
      ],
      quantities: [1],
      personalization: {},
    };
    expect(setProblemOf(set, [0], options)).toBe("personalization");
    expect(setProblemOf({ ...set, personalization: { "2:name": "Tom" } }, [0], options)).toBe(
      "none",
    );
  });

  it("counts what the basket already holds against a component's stock", () => {
    const set: SetChoice = {
      components: [component("2", { available: 3 })],
      quantities: [1],
      personalization: {},
    };
    expect(setProblemOf(set, [2], options)).toBe("none");
    expect(setProblemOf(set, [3], options)).toBe("stock");
  });
});
