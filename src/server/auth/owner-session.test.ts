import type { AstroCookieSetOptions, AstroCookies } from "astro";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearOwnerCookie,
  OWNER_COOKIE,
  ownerSessionExpiry,
  readOwnerToken,
  setOwnerCookie,
} from "./owner-session";
import { generateToken } from "./token";

function requestWith(headers: Record<string, string>): Request {
  return new Request("http://localhost/admin", { headers });
}

describe("the back office's session token", () => {
  it("lives twelve hours", () => {
    const now = new Date("2026-11-26T08:00:00Z");
    expect(ownerSessionExpiry(now).toISOString()).toBe("2026-11-26T20:00:00.000Z");
  });

  it("is read from the owner_session cookie only", () => {
    const token = generateToken();
    expect(readOwnerToken(requestWith({ cookie: `${OWNER_COOKIE}=${token}` }))).toBe(token);
    expect(readOwnerToken(requestWith({ cookie: `APP_TOKEN=${token}` }))).toBeNull();
    expect(readOwnerToken(requestWith({ authorization: `Bearer ${token}` }))).toBeNull();
  });

  it("must look like 32 random bytes in base64url", () => {
    expect(readOwnerToken(requestWith({ cookie: `${OWNER_COOKIE}=short` }))).toBeNull();
    const odd = `${"a".repeat(42)}!`;
    expect(readOwnerToken(requestWith({ cookie: `${OWNER_COOKIE}=${odd}` }))).toBeNull();
  });
});

describe("the back office's session cookie", () => {
  afterEach(() => vi.unstubAllEnvs());

  /** The options each cookie was set or deleted with. */
  function recorded(): { cookies: AstroCookies; secure: (boolean | undefined)[] } {
    const secure: (boolean | undefined)[] = [];
    const record = (_name: string, ...rest: unknown[]) =>
      secure.push((rest.at(-1) as AstroCookieSetOptions).secure);
    return { cookies: { set: record, delete: record } as unknown as AstroCookies, secure };
  }
  const forwardedHttps = () =>
    new Request("http://localhost/admin/login", { headers: { "x-forwarded-proto": "https" } });

  it("is Secure over https, and behind a trusted proxy that says https", () => {
    const { cookies, secure } = recorded();
    setOwnerCookie(cookies, new Request("https://shop.example/admin/login"), generateToken());
    vi.stubEnv("TRUST_PROXY", "1");
    setOwnerCookie(cookies, forwardedHttps(), generateToken());
    clearOwnerCookie(cookies, forwardedHttps());
    expect(secure).toEqual([true, true, true]);
  });

  it("is not Secure for X-Forwarded-Proto without TRUST_PROXY, as HSTS is not sent then", () => {
    vi.stubEnv("TRUST_PROXY", "");
    const { cookies, secure } = recorded();
    setOwnerCookie(cookies, forwardedHttps(), generateToken());
    clearOwnerCookie(cookies, forwardedHttps());
    expect(secure).toEqual([false, false]);
  });
});
