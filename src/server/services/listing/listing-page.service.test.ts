import { describe, expect, it } from "vitest";
import { priceFormRedirect } from "./listing-page.service";

describe("the price form's redirect", () => {
  it("carries the price range in one parameter", () => {
    const search = new URLSearchParams("price_min=10&price_max=20&page=3&sort_by=newest");
    expect(priceFormRedirect("/c/kubki", search)).toBe("/c/kubki?sort_by=newest&price=10-20");
    expect(priceFormRedirect("/c/kubki", new URLSearchParams("page=2"))).toBeNull();
  });

  it("percent-encodes a listing URL with non-ASCII letters (a raw Location answered 500, found by fuzzing)", () => {
    const search = new URLSearchParams("price_max=0.5");
    const target = priceFormRedirect("/c/żółte kubki/㎿?#", search) ?? "";
    expect(target).toMatch(/^[\x21-\x7e]+$/);
    expect(target.startsWith("/c/%C5%BC%C3%B3%C5%82te%20kubki/%E3%8E%BF%3F%23?")).toBe(true);
  });
});
