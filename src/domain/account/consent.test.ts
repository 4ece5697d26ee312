import { describe, expect, it } from "vitest";
import { allows, consentCookie, parseConsent } from "./consent";

describe("cookie consent", () => {
  it("reads the stored flags back", () => {
    const cookie = consentCookie({ marketing: false, other: true }, false);
    const value = cookie.split(";")[0]?.split("=")[1];
    expect(parseConsent(value)).toEqual({ marketing: false, other: true });
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("SameSite=Lax");
    expect(consentCookie({ marketing: true, other: true }, true)).toContain("; Secure");
  });

  it("treats a missing or malformed cookie as no choice yet", () => {
    for (const value of [undefined, "", "yes", "%7B%7D", '{"marketing":1,"other":true}'])
      expect(parseConsent(value)).toBeNull();
  });

  it("lets a tracker load only with its own consent", () => {
    expect(allows(null, "other")).toBe(false);
    expect(allows({ marketing: true, other: false }, "other")).toBe(false);
    expect(allows({ marketing: true, other: false }, "marketing")).toBe(true);
  });
});
