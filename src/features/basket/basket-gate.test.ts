import { describe, expect, it } from "vitest";
import { basketGate } from "./basket-gate";

describe("basket gate", () => {
  it("asks a guest to log in and shows no items when prices are for logged-in users", () => {
    expect(basketGate({ pricesHidden: true, storedCount: 3, shownCount: 3, loading: false })).toBe(
      "login",
    );
    expect(basketGate({ pricesHidden: true, storedCount: 0, shownCount: 0, loading: false })).toBe(
      "login",
    );
  });

  it("shows the items once they are priced, even while other products load", () => {
    expect(basketGate({ pricesHidden: false, storedCount: 2, shownCount: 1, loading: true })).toBe(
      "items",
    );
  });

  it("shows loading while stored items have no product data yet, and empty otherwise", () => {
    expect(basketGate({ pricesHidden: false, storedCount: 2, shownCount: 0, loading: true })).toBe(
      "loading",
    );
    expect(basketGate({ pricesHidden: false, storedCount: 2, shownCount: 0, loading: false })).toBe(
      "empty",
    );
    expect(basketGate({ pricesHidden: false, storedCount: 0, shownCount: 0, loading: false })).toBe(
      "empty",
    );
  });

  it("shows loading, never empty, while the stored lines are not known yet (server HTML, first render)", () => {
    const unknown = { pricesHidden: false, storedCount: 0, shownCount: 0, loading: false };
    expect(basketGate({ ...unknown, known: false })).toBe("loading");
    expect(basketGate({ ...unknown, known: true })).toBe("empty");
    expect(basketGate({ ...unknown, pricesHidden: true, known: false })).toBe("login");
  });
});
