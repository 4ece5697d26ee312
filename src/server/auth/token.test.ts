import { describe, expect, it } from "vitest";
import {
  APP_TOKEN_COOKIE,
  TOKEN_TTL_DAYS,
  generateToken,
  hashToken,
  readBearer,
  readCookie,
  readTokenFromRequest,
  tokenExpiry,
} from "./token.ts";

function req(headers: Record<string, string>): Request {
  return new Request("http://localhost/api/public/me", { headers });
}

describe("generateToken", () => {
  it("is 32 random bytes in base64url", () => {
    const a = generateToken();
    const b = generateToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(a).not.toBe(b);
  });
});

describe("hashToken", () => {
  it("is sha256 hex and deterministic", () => {
    expect(hashToken("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    const t = generateToken();
    expect(hashToken(t)).toBe(hashToken(t));
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("constants and expiry", () => {
  it("uses APP_TOKEN for 30 days", () => {
    expect(APP_TOKEN_COOKIE).toBe("APP_TOKEN");
    expect(TOKEN_TTL_DAYS).toBe(30);
    const now = new Date("2026-01-01T00:00:00.000Z");
    expect(tokenExpiry(now).toISOString()).toBe("2026-01-31T00:00:00.000Z");
  });
});

describe("readCookie", () => {
  it("finds a cookie among others", () => {
    expect(readCookie("a=1; APP_TOKEN=tok; b=2", "APP_TOKEN")).toBe("tok");
    expect(readCookie("APP_TOKEN=tok", "APP_TOKEN")).toBe("tok");
    expect(readCookie("  a=1 ;APP_TOKEN = tok ;", "APP_TOKEN")).toBe("tok");
  });
  it("does not match on a name prefix or suffix", () => {
    expect(readCookie("XAPP_TOKEN=x; APP_TOKEN_OLD=y", "APP_TOKEN")).toBeNull();
  });
  it("handles quotes, encoding, malformed pairs and duplicates", () => {
    expect(readCookie('APP_TOKEN="tok"', "APP_TOKEN")).toBe("tok");
    expect(readCookie("APP_TOKEN=a%2Bb", "APP_TOKEN")).toBe("a+b");
    expect(readCookie("APP_TOKEN=%E0%A4%A", "APP_TOKEN")).toBe("%E0%A4%A");
    expect(readCookie("garbage; ;=; APP_TOKEN=tok", "APP_TOKEN")).toBe("tok");
    expect(readCookie("APP_TOKEN=first; APP_TOKEN=second", "APP_TOKEN")).toBe("first");
    expect(readCookie("APP_TOKEN=a=b", "APP_TOKEN")).toBe("a=b");
  });
  it("returns null when absent", () => {
    expect(readCookie(null, "APP_TOKEN")).toBeNull();
    expect(readCookie("", "APP_TOKEN")).toBeNull();
    expect(readCookie("a=1", "APP_TOKEN")).toBeNull();
  });
});

describe("readBearer", () => {
  it("accepts the Bearer scheme case-insensitively", () => {
    expect(readBearer("Bearer abc")).toBe("abc");
    expect(readBearer("bearer   abc  ")).toBe("abc");
  });
  it("rejects other schemes and junk", () => {
    expect(readBearer("Basic dXNlcjpwYXNz")).toBeNull();
    expect(readBearer("Bearer")).toBeNull();
    expect(readBearer("Bearer a b")).toBeNull();
    expect(readBearer("Bearer " + "x".repeat(600))).toBeNull();
    expect(readBearer("Bearer <script>")).toBeNull();
    expect(readBearer(null)).toBeNull();
  });
});

describe("readTokenFromRequest", () => {
  it("prefers the Authorization header over the cookie", () => {
    expect(
      readTokenFromRequest(req({ authorization: "Bearer head", cookie: "APP_TOKEN=cook" })),
    ).toBe("head");
  });
  it("falls back to the APP_TOKEN cookie", () => {
    expect(readTokenFromRequest(req({ cookie: "x=1; APP_TOKEN=cook" }))).toBe("cook");
    expect(
      readTokenFromRequest(req({ authorization: "Basic abc", cookie: "APP_TOKEN=cook" })),
    ).toBe("cook");
    expect(readTokenFromRequest(req({ authorization: "Bearer ", cookie: "APP_TOKEN=cook" }))).toBe(
      "cook",
    );
  });
  it("uses an explicit cookie header value when given", () => {
    expect(readTokenFromRequest(req({ cookie: "APP_TOKEN=a" }), "APP_TOKEN=b")).toBe("b");
    expect(readTokenFromRequest(req({}), "APP_TOKEN=b")).toBe("b");
  });
  it("returns null without a token or with an empty/invalid one", () => {
    expect(readTokenFromRequest(req({}))).toBeNull();
    expect(readTokenFromRequest(req({ cookie: "APP_TOKEN=" }))).toBeNull();
    expect(readTokenFromRequest(req({ cookie: "APP_TOKEN=a%20b" }))).toBeNull();
    expect(readTokenFromRequest(req({ cookie: "APP_TOKEN=undefined%3B" }))).toBeNull();
  });
});
