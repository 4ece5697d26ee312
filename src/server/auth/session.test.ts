import type { AstroCookieSetOptions, AstroCookies } from "astro";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setTokenCookie } from "./session";

/** The options of the cookies set. */
function recorded(): { cookies: AstroCookies; options: AstroCookieSetOptions[] } {
  const options: AstroCookieSetOptions[] = [];
  const set = (_name: string, _value: string, o: AstroCookieSetOptions) => options.push(o);
  return { cookies: { set } as unknown as AstroCookies, options };
}

const forwarded = (proto: string) =>
  new Request("http://localhost/api/auth/local", { headers: { "x-forwarded-proto": proto } });

describe("the customer's session cookie", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is Secure when a trusted proxy says the request came over https, and HttpOnly, Lax, for 30 days", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    const { cookies, options } = recorded();
    setTokenCookie(cookies, forwarded("https"), "token");
    setTokenCookie(cookies, forwarded("http"), "token");
    expect(options).toEqual([
      { path: "/", sameSite: "lax", httpOnly: true, secure: true, maxAge: 30 * 24 * 3600 },
      { path: "/", sameSite: "lax", httpOnly: true, secure: false, maxAge: 30 * 24 * 3600 },
    ]);
  });

  it("is not Secure for X-Forwarded-Proto from an untrusted client (no TRUST_PROXY)", () => {
    vi.stubEnv("TRUST_PROXY", "");
    const { cookies, options } = recorded();
    setTokenCookie(cookies, forwarded("https"), "token");
    setTokenCookie(cookies, new Request("https://shop.example/api/auth/local"), "token");
    expect(options.map((o) => o.secure)).toEqual([false, true]);
  });
});
