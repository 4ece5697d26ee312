import { describe, expect, it } from "vitest";
import { isMalformedUrl, isOddApiPath } from "./malformed-url.mjs";

describe("malformed request URLs", () => {
  it("finds broken percent escapes in the path and the query (found by fuzzing)", () => {
    expect(isMalformedUrl("/api/public/category?lang=%")).toBe(true);
    expect(isMalformedUrl("/api/public/category?id=%ZZ")).toBe(true);
    expect(isMalformedUrl("/api/public/return/%E0%A4%A")).toBe(true);
    expect(isMalformedUrl("/p/%ED%A0%80")).toBe(true);
    expect(isMalformedUrl("/search?query=%C5%BC%C3%B3%C5%82w")).toBe(false);
    expect(isMalformedUrl("/c/a%2Fb?x=%25")).toBe(false);
  });

  it("finds API paths with empty or dot segments, which the adapter redirected with HTML", () => {
    expect(isOddApiPath("/api//")).toBe(true);
    expect(isOddApiPath("/api/public/%2e%2e%2f%2e%2e")).toBe(true);
    expect(isOddApiPath("/api/public/./search")).toBe(true);
    expect(isOddApiPath("/api/public/order/2026/11/25/ABC001?x=//")).toBe(false);
    expect(isOddApiPath("/api/public/search?query=..")).toBe(false);
    expect(isOddApiPath("/c//x")).toBe(false);
  });
});
