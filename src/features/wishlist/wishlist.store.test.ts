import { afterEach, describe, expect, it } from "vitest";
import { lineKey } from "../../domain/basket/basket-line";
import { $wishlist, addToWishlist, setWishlistQuantity } from "./wishlist.store";

const coffee = { product: "236", variantHash: "", quantity: 0.5, type: "weight" };
const boots = { product: "46", variantHash: "", quantity: 1, type: "normal" };

afterEach(() => {
  $wishlist.set({ list: [], timestamp: 0 });
});

describe("wishlist quantities (spec 1 §5 Quantity)", () => {
  it("stores 0.5 kg of a weight product sold in 0.5 kg steps as 0.5, not 1", () => {
    expect(addToWishlist(coffee, 0.5)).toBe(true);
    expect($wishlist.get().list).toEqual([coffee]);
  });

  it("rounds an added quantity down to the factor, minimum one factor: 0.7 kg is 0.5, 2.5 pieces are 2, 0 pieces are 1", () => {
    addToWishlist({ ...coffee, quantity: 0.7 }, 0.5);
    addToWishlist({ ...boots, quantity: 2.5 });
    addToWishlist({ ...boots, variantHash: "x;y", quantity: 0 }, 1);
    expect($wishlist.get().list.map((l) => l.quantity)).toEqual([0.5, 2, 1]);
  });

  it("sets a row to 1.5 kg and 0.5 kg in 0.5 kg steps, and a non-number changes nothing", () => {
    addToWishlist(coffee, 0.5);
    const key = lineKey(coffee);
    setWishlistQuantity(key, 1.5, 0.5);
    expect($wishlist.get().list[0]?.quantity).toBe(1.5);
    setWishlistQuantity(key, 0.5, 0.5);
    expect($wishlist.get().list[0]?.quantity).toBe(0.5);
    setWishlistQuantity(key, Number.NaN, 0.5);
    expect($wishlist.get().list[0]?.quantity).toBe(0.5);
  });

  it("caps a row at 999999", () => {
    addToWishlist(boots);
    setWishlistQuantity(lineKey(boots), 5_000_000, 1);
    expect($wishlist.get().list[0]?.quantity).toBe(999_999);
  });
});
