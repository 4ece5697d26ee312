import { describe, expect, it } from "vitest";
import { DELIVERY_COUNTRIES, deliveryCountryOptions } from "./delivery-countries";

describe("delivery countries", () => {
  it("offers the 27 EU countries and five more, each once", () => {
    expect(DELIVERY_COUNTRIES).toHaveLength(32);
    expect(new Set(DELIVERY_COUNTRIES).size).toBe(32);
    expect(DELIVERY_COUNTRIES).toContain("gb");
  });

  it("names the countries in the shopper's language, sorted by that name", () => {
    const pl = deliveryCountryOptions("pl-PL");
    expect(pl.find((c) => c.code === "de")?.name).toBe("Niemcy");
    expect(pl[0]?.name).toBe("Austria");
    const en = deliveryCountryOptions("en-GB");
    expect(en.find((c) => c.code === "de")?.name).toBe("Germany");
  });
});
