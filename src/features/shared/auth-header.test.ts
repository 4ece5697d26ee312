import { afterEach, describe, expect, it, vi } from "vitest";
import { apiGet } from "./api-client";
import { authHeader, tokenFromCookies } from "./auth-header";

afterEach(() => vi.unstubAllGlobals());

const TOKEN = "abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123_";

describe("the Bearer header built from the APP_TOKEN cookie", () => {
  it("reads the token among other cookies and ignores a malformed one", () => {
    expect(tokenFromCookies(`currency=eur; APP_TOKEN=${TOKEN}; x=1`)).toBe(TOKEN);
    expect(tokenFromCookies("currency=eur")).toBe("");
    expect(tokenFromCookies("APP_TOKEN=a b\r\nX-Evil: 1")).toBe("");
  });

  it("is empty without a document (server rendering) or without the cookie", () => {
    expect(authHeader()).toEqual({});
    vi.stubGlobal("document", { cookie: "currency=pln" });
    expect(authHeader()).toEqual({});
  });

  it("goes with every API client call of a logged-in shopper", async () => {
    vi.stubGlobal("document", { cookie: `APP_TOKEN=${TOKEN}` });
    const spy = vi.fn(async (_url: string, _init: RequestInit) => Response.json({}));
    vi.stubGlobal("fetch", spy);
    await apiGet("/api/public/me");
    const headers = spy.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers["authorization"]).toBe(`Bearer ${TOKEN}`);
  });
});
