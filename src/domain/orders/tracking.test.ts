import { describe, expect, it } from "vitest";
import { isCarrier, TRACKING_NUMBER, trackingUrl } from "./tracking";

describe("parcel tracking", () => {
  it("puts the number into the carrier's public tracking page", () => {
    expect(trackingUrl("dpd", "0000123456789U")).toBe(
      "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U",
    );
    expect(trackingUrl("inpost", "620000000000000000000001")).toBe(
      "https://inpost.pl/sledzenie-przesylek?number=620000000000000000000001",
    );
  });

  it("links no page for another carrier", () => {
    expect(trackingUrl("other", "ABC-1234")).toBeNull();
  });

  it("knows its carriers and the shape of a tracking number", () => {
    expect(isCarrier("gls")).toBe(true);
    expect(isCarrier("toString")).toBe(false);
    expect(TRACKING_NUMBER.test("0000123456789U")).toBe(true);
    expect(TRACKING_NUMBER.test("12 34")).toBe(false);
  });
});
