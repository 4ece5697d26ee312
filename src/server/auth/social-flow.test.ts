import { describe, expect, it } from "vitest";
import { identityOf } from "../services/account/social.service";
import { popupEnd, safeReturn, sameState } from "./social-flow";

describe("the social login flow's checks", () => {
  it("returns only to a path on this site", () => {
    expect(safeReturn("/p/kubek?x=1")).toBe("/p/kubek?x=1");
    expect(safeReturn("//evil.example/")).toBe("/");
    expect(safeReturn("/\\evil.example")).toBe("/");
    expect(safeReturn("https://evil.example/")).toBe("/");
    expect(safeReturn(null)).toBe("/");
  });

  it("compares the state exactly", () => {
    expect(sameState("abc", "abc")).toBe(true);
    expect(sameState("abc", "abd")).toBe(false);
    expect(sameState("abc", "abcd")).toBe(false);
  });

  it("ends the popup with a script that cannot be broken out of", async () => {
    const html = await popupEnd({ type: "APP_TOKEN", user: { name: "</script><b>x" } }, "/").text();
    expect(html).not.toContain("</script><b>");
    expect(html).toContain("location.origin");
  });

  it("allows exactly its one script by hash, whatever the message", async () => {
    const policies = [
      { type: "APP_TOKEN_ERROR" },
      { type: "APP_TOKEN", user: { name: "Ola" } },
    ].map((message) => popupEnd(message, "/p/x").headers.get("content-security-policy"));
    expect(policies[0]).toMatch(/^script-src 'sha256-[\w+/]+=*'; object-src 'none'/);
    expect(policies[1]).toBe(policies[0]);
    const html = await popupEnd({ type: "APP_TOKEN_ERROR" }, "/").text();
    const script = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? "";
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(script).digest("base64");
    expect(policies[0]).toContain(`'sha256-${hash}'`);
  });
});

describe("the person in a provider's userinfo answer", () => {
  it("reads the OpenID claims, lower-casing the e-mail", () => {
    expect(
      identityOf({ sub: "42", email: "Ola@Example.com", email_verified: true, name: "Ola Nowak" }),
    ).toEqual({ subject: "42", email: "ola@example.com", emailVerified: true, name: "Ola Nowak" });
  });

  it("builds the name from given and family names and treats a missing e-mail as none", () => {
    expect(identityOf({ id: "7", given_name: "Jan", family_name: "Nowak" })).toEqual({
      subject: "7",
      email: null,
      emailVerified: false,
      name: "Jan Nowak",
    });
  });

  it("rejects an answer without a subject", () => {
    expect(identityOf({ email: "a@b.pl" })).toBeNull();
    expect(identityOf("nope")).toBeNull();
  });
});
