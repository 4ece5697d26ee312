import { describe, expect, it } from "vitest";
import { shopIsLive } from "./live-shop";

describe("whether the shop takes real money", () => {
  it("is live when the owner says so, and not when the owner (or the demo seed) says it is not", () => {
    expect(shopIsLive({ payments: { live: true } })).toBe(true);
    expect(shopIsLive({ payments: { live: false } })).toBe(false);
  });

  it("is live when the settings predate the switch, so an upgraded shop offers no test payments", () => {
    expect(shopIsLive({})).toBe(true);
    expect(shopIsLive({ payments: undefined })).toBe(true);
  });
});
