import { describe, expect, it } from "vitest";
import { isSaneRequestId, requestIdFrom } from "./request-id.mjs";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("keeps an incoming id made of letters, digits, dots, colons, dashes and underscores", () => {
    for (const id of ["abc-123", "9f1c2d3e-0000-4000-8000-000000000000", "lb:1.2_x", "A"]) {
      expect(isSaneRequestId(id)).toBe(true);
      expect(requestIdFrom(id)).toBe(id);
    }
  });

  it("replaces a missing, empty, too long, repeated or hostile id with a new UUID", () => {
    const hostile = [
      undefined,
      "",
      "x".repeat(129),
      "abc, def",
      ["abc", "def"],
      "-starts-with-a-dash",
      "a b",
      '"},{"level":"fatal',
      "<script>",
      "zażółć",
      "line\nbreak",
    ];
    for (const header of hostile) expect(requestIdFrom(header)).toMatch(UUID);
  });

  it("accepts an id of exactly 128 characters", () => {
    expect(requestIdFrom("x".repeat(128))).toBe("x".repeat(128));
  });

  it("gives every request without an id a different one", () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
