import { afterEach, describe, expect, it, vi } from "vitest";
import { apiDelete, apiGet, apiPost, latest, SUPERSEDED } from "./api-client";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const spy = vi.fn(impl);
  vi.stubGlobal("fetch", spy);
  return spy;
}

/** A fetch that never answers but rejects like the browser when its signal aborts. */
function hangingFetch() {
  return stubFetch(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener("abort", () =>
          reject(new DOMException("aborted", "AbortError")),
        );
      }),
  );
}

describe("api client", () => {
  it("sends JSON with query parameters and answers the parsed body", async () => {
    const spy = stubFetch(async () => Response.json({ total: 12.5 }));
    const result = await apiPost<{ total: number }>(
      "/api/public/order/quote",
      { a: 1 },
      {
        query: { lang: "en", skip: undefined },
      },
    );
    expect(result).toEqual({ ok: true, status: 200, data: { total: 12.5 } });
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe("/api/public/order/quote?lang=en");
    expect(init?.body).toBe('{"a":1}');
  });

  it("sends FormData as is, without a JSON content type", async () => {
    const spy = stubFetch(async () => Response.json({ id: "u1" }, { status: 201 }));
    const form = new FormData();
    form.append("file", new Blob(["x"]), "x.png");
    expect(await apiPost("/api/public/upload", form)).toEqual({
      ok: true,
      status: 201,
      data: { id: "u1" },
    });
    const init = spy.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty("content-type");
  });

  it("asks for keepalive only when told to, so a last save can outlive the page", async () => {
    const spy = stubFetch(async () => new Response(null, { status: 204 }));
    await apiDelete("/api/public/basket/x", { keepalive: true });
    await apiDelete("/api/public/basket/x");
    expect(spy.mock.calls[0]?.[1].keepalive).toBe(true);
    expect(spy.mock.calls[1]?.[1].keepalive).toBeUndefined();
  });

  it("answers null data for an empty successful answer", async () => {
    stubFetch(async () => new Response(null, { status: 204 }));
    expect(await apiDelete("/api/public/basket/x")).toEqual({ ok: true, status: 204, data: null });
  });

  it("keeps the endpoint's error code and message", async () => {
    stubFetch(async () =>
      Response.json({ error: "MINIMUM_BASKET_VALUE", message: "min 100 zł" }, { status: 400 }),
    );
    const result = await apiGet("/api/public/x");
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: "MINIMUM_BASKET_VALUE",
      message: "min 100 zł",
    });
  });

  it("answers 'Network Error' when the request fails", async () => {
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await apiGet("/api/public/x")).toMatchObject({
      ok: false,
      error: "NETWORK",
      message: "Network Error",
    });
  });

  it("answers 'timeout of {n}ms exceeded' when the server is too slow", async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = apiGet("/api/public/x", { timeoutMs: 2000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(await pending).toMatchObject({
      error: "TIMEOUT",
      message: "timeout of 2000ms exceeded",
    });
  });

  it("answers 'Request aborted' when the caller aborts", async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = apiGet("/api/public/x", { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ error: "ABORTED", message: "Request aborted" });
  });

  it("delivers only the newest of a series of requests and aborts the older one", async () => {
    const signals: AbortSignal[] = [];
    const series = latest();
    let release: (v: string) => void = () => undefined;
    const first = series.run(
      (signal) =>
        new Promise<string>((resolve) => {
          signals.push(signal);
          release = resolve;
        }),
    );
    const second = series.run(async (signal) => {
      signals.push(signal);
      return "new";
    });
    release("old");
    expect(await first).toBe(SUPERSEDED);
    expect(await second).toBe("new");
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });
});
