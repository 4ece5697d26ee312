import { describe, expect, it } from "vitest";
import { shopTimeZoneFrom } from "./time-zone";

describe("the shop's time zone", () => {
  it("is Europe/Warsaw unless SHOP_TIME_ZONE names another", () => {
    expect(shopTimeZoneFrom({})).toBe("Europe/Warsaw");
    expect(shopTimeZoneFrom({ SHOP_TIME_ZONE: " " })).toBe("Europe/Warsaw");
    expect(shopTimeZoneFrom({ SHOP_TIME_ZONE: "America/Los_Angeles" })).toBe("America/Los_Angeles");
  });

  it("falls back to Europe/Warsaw for a name the runtime does not know", () => {
    expect(shopTimeZoneFrom({ SHOP_TIME_ZONE: "Mars/Olympus" })).toBe("Europe/Warsaw");
  });
});
