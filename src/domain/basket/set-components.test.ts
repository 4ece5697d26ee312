import { describe, expect, it } from "vitest";
import { checkSet, componentPickMax, type ComponentState } from "./set-components";

const c = (over: Partial<ComponentState>): ComponentState => ({
  product: "1",
  variantHash: "",
  quantity: 1,
  available: 5,
  inBasket: 0,
  ...over,
});

describe("checkSet", () => {
  it("accepts components within stock minus what is already in the basket", () => {
    expect(
      checkSet([c({ quantity: 2, available: 5, inBasket: 3 })], {
        setQuantity: 1,
        allowZero: false,
        creator: false,
      }),
    ).toBe("none");
  });
  it("rejects a component over stock minus locked minus already in the basket", () => {
    expect(
      checkSet([c({ quantity: 2, available: 5, inBasket: 4 })], {
        setQuantity: 1,
        allowZero: false,
        creator: false,
      }),
    ).toBe("stock");
  });
  it("multiplies component quantities by the number of sets", () => {
    expect(
      checkSet([c({ quantity: 2, available: 5 })], {
        setQuantity: 3,
        allowZero: false,
        creator: false,
      }),
    ).toBe("stock");
  });
  it("allows zero of a component only when zero is allowed", () => {
    const list = [c({ quantity: 0 }), c({ product: "2", quantity: 1 })];
    expect(checkSet(list, { setQuantity: 1, allowZero: true, creator: true })).toBe("none");
    expect(checkSet(list, { setQuantity: 1, allowZero: false, creator: false })).toBe("stock");
  });
  it("an empty bundle cannot be added", () => {
    expect(checkSet([c({ quantity: 0 })], { setQuantity: 1, allowZero: true, creator: true })).toBe(
      "empty",
    );
  });
  it("required component personalization must be filled", () => {
    const list = [
      c({ requiredPersonalization: ["engraving"], personalization: { engraving: " " } }),
    ];
    expect(checkSet(list, { setQuantity: 1, allowZero: false, creator: false })).toBe(
      "personalization",
    );
    list[0] = { ...list[0]!, personalization: { engraving: "Ann" } };
    expect(checkSet(list, { setQuantity: 1, allowZero: false, creator: false })).toBe("none");
  });
});

describe("componentPickMax", () => {
  it("a component can be picked up to its limit divided by the number of sets", () => {
    expect(componentPickMax({ available: 7, inBasket: 1 }, 2)).toBe(3);
  });
});
