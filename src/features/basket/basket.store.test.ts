import { afterEach, describe, expect, it, vi } from "vitest";
import { $alerts } from "../alerts/alerts.store";
import {
  $basket,
  $basketCount,
  $basketOpen,
  addToBasket,
  afterBasketAdd,
  clearBasket,
  quantityInBasket,
  removeLine,
  setLineQuantity,
} from "./basket.store";
import { lineKey } from "../../domain/basket/basket-line";

const shoe = { product: "7", variantHash: "1;3", quantity: 1, type: "normal" };

afterEach(() => {
  clearBasket();
  $basketOpen.set(false);
  $alerts.set([]);
});

describe("basket actions", () => {
  it("merges an identical line and adds up quantities", () => {
    addToBasket(shoe, 10);
    addToBasket({ ...shoe, quantity: 2 }, 10);
    expect($basket.get().list).toHaveLength(1);
    expect($basket.get().list[0]?.quantity).toBe(3);
    expect($basketCount.get()).toBe(3);
  });

  it("never goes beyond the line's maximum and reports what was added", () => {
    expect(addToBasket({ ...shoe, quantity: 4 }, 5)).toEqual({ added: 4, quantity: 4 });
    expect(addToBasket({ ...shoe, quantity: 4 }, 5)).toEqual({ added: 1, quantity: 5 });
    expect(addToBasket(shoe, 5)).toEqual({ added: 0, quantity: 5 });
    expect(addToBasket({ ...shoe, variantHash: "1;4" }, 0)).toEqual({ added: 0, quantity: 0 });
  });

  it("keeps lines with different personalization apart", () => {
    addToBasket({ ...shoe, personalization: { "1": "Ala" } }, 10);
    addToBasket({ ...shoe, personalization: { "1": "Ola" } }, 10);
    expect($basket.get().list).toHaveLength(2);
    expect(quantityInBasket("7", "1;3")).toBe(2);
  });

  it("sets and removes quantities by line key", () => {
    addToBasket(shoe, 10);
    const key = lineKey(shoe);
    setLineQuantity(key, 6);
    expect($basket.get().list[0]?.quantity).toBe(6);
    removeLine(key);
    expect($basket.get().list).toEqual([]);
  });

  it("a quantity that is not a number changes nothing, so the line is never lost", () => {
    addToBasket(shoe, 10);
    const key = lineKey(shoe);
    setLineQuantity(key, Number.NaN);
    setLineQuantity(key, Number.POSITIVE_INFINITY);
    expect($basket.get().list).toEqual([shoe]);
    setLineQuantity(key, -3);
    expect($basket.get().list).toEqual([]);
  });

  it("adding NaN, negative or infinite quantities or maxima never stores a bad quantity", () => {
    addToBasket(shoe, 10);
    expect(addToBasket({ ...shoe, quantity: Number.NaN }, 10)).toEqual({ added: 0, quantity: 1 });
    expect(addToBasket({ ...shoe, quantity: -5 }, 10)).toEqual({ added: 0, quantity: 1 });
    expect(addToBasket({ ...shoe, quantity: 2 }, Number.NaN)).toEqual({ added: 0, quantity: 1 });
    expect(addToBasket({ ...shoe, quantity: Number.POSITIVE_INFINITY }, 10)).toEqual({
      added: 0,
      quantity: 1,
    });
    expect(addToBasket({ ...shoe, quantity: 1e12 }, 10)).toEqual({ added: 9, quantity: 10 });
    expect($basket.get().list).toEqual([{ ...shoe, quantity: 10 }]);
  });

  it("repeated adds never go over the maximum", () => {
    for (let i = 0; i < 50; i++) addToBasket(shoe, 4);
    expect($basket.get().list).toEqual([{ ...shoe, quantity: 4 }]);
  });

  it("adds by the quantity rule: 0.0001 and 1e-300 pieces add one piece, 2.5 pieces add 2", () => {
    expect(addToBasket({ ...shoe, quantity: 0.0001 }, 10)).toEqual({ added: 1, quantity: 1 });
    expect(addToBasket({ ...shoe, quantity: 1e-300 }, 10, 1)).toEqual({ added: 1, quantity: 2 });
    expect(addToBasket({ ...shoe, quantity: 2.5 }, 10, 1)).toEqual({ added: 2, quantity: 4 });
  });

  it("adds a weight product in its own 0.5 kg steps, up to its maximum rounded down: 0.5, then 1.5 of max 1.7", () => {
    const coffee = { product: "236", variantHash: "", quantity: 0.5, type: "weight" };
    expect(addToBasket(coffee, 1.7, 0.5)).toEqual({ added: 0.5, quantity: 0.5 });
    expect(addToBasket({ ...coffee, quantity: 1.5 }, 1.7, 0.5)).toEqual({
      added: 1,
      quantity: 1.5,
    });
  });

  it("sets a typed quantity by the quantity rule: 2.5 pieces become 2, 0.7 kg becomes 0.5", () => {
    addToBasket(shoe, 10);
    setLineQuantity(lineKey(shoe), 2.5, 1);
    expect($basket.get().list[0]?.quantity).toBe(2);
    const coffee = { product: "236", variantHash: "", quantity: 1, type: "weight" };
    addToBasket(coffee, 10, 0.5);
    setLineQuantity(lineKey(coffee), 0.7, 0.5);
    expect($basket.get().list[1]?.quantity).toBe(0.5);
  });

  it("counts a product's stock in the basket over all its lines and set components: 2 + 3 + 2 × 2 = 9", () => {
    addToBasket({ ...shoe, quantity: 2 }, 10);
    addToBasket({ ...shoe, quantity: 3, personalization: { "1": "Ala" } }, 10);
    addToBasket(
      {
        product: "50",
        variantHash: "",
        quantity: 2,
        type: "set",
        components: [{ product: "7", variantHash: "1;3", quantity: 2 }],
      },
      10,
    );
    expect(quantityInBasket("7", "1;3")).toBe(9);
  });

  it("after adding shows a 3 s alert, opens the basket or goes to the delivery step", () => {
    afterBasketAdd("notification", { message: "Dodano", deliveryHref: "/order/delivery" });
    expect($alerts.get()[0]).toMatchObject({ type: "success", msg: "Dodano", delayMs: 3_000 });
    afterBasketAdd("showBasket", { message: "Dodano", deliveryHref: "/order/delivery" });
    expect($basketOpen.get()).toBe(true);
    const navigate = vi.fn();
    afterBasketAdd("summary", { message: "Dodano", deliveryHref: "/en/order/delivery", navigate });
    expect(navigate).toHaveBeenCalledWith("/en/order/delivery");
  });
});
