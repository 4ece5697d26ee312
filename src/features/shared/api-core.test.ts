import { afterEach, describe, expect, it, vi } from "vitest";
import { send } from "./api-core";

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const spy = vi.fn(impl);
  vi.stubGlobal("fetch", spy);
  return spy;
}

describe("the API client's core", () => {
  it("sends a string body as JSON beside the caller's headers", async () => {
    const spy = stubFetch(async () => Response.json({ ok: 1 }));
    const res = await send(
      "/api/public/x",
      { method: "POST", headers: { "x-basket-key": "k" }, keepalive: true },
      '{"a":1}',
    );
    expect(await res?.json()).toEqual({ ok: 1 });
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe("/api/public/x");
    expect(init).toMatchObject({
      method: "POST",
      keepalive: true,
      body: '{"a":1}',
      headers: { "x-basket-key": "k", "content-type": "application/json" },
    });
  });

  it("sends FormData as is and a body-less request without a content type", async () => {
    const spy = stubFetch(async () => new Response(null, { status: 204 }));
    const form = new FormData();
    await send("/api/public/upload", { method: "POST" }, form);
    await send("/api/public/me", { cache: "no-store" });
    const [upload, me] = spy.mock.calls.map(([, init]) => init);
    expect(upload?.body).toBe(form);
    expect(new Headers(upload?.headers).has("content-type")).toBe(false);
    expect(me).toMatchObject({ cache: "no-store", body: null });
    expect(new Headers(me?.headers).has("content-type")).toBe(false);
  });

  it("answers an error status as a response, not as a failure", async () => {
    stubFetch(async () => new Response("{}", { status: 404 }));
    expect((await send("/api/public/x"))?.status).toBe(404);
  });

  it("answers null when no answer came, without throwing", async () => {
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(send("/api/public/x")).resolves.toBeNull();
  });
});
