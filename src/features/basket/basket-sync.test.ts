import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoredLine } from "../../domain/basket/basket-line";
import {
  $serverBasket,
  SERVER_BASKET_MAX_AGE_MS,
  SYNC_DEBOUNCE_MS,
  parseServerRef,
  startBasketSync,
  syncAction,
  syncNow,
  syncPayload,
} from "./basket-sync";

const ID = "a".repeat(32);
const KEY = "c".repeat(32);
const NONE = { serverId: "", key: "", timestamp: 0 };
const NOW = Date.UTC(2026, 10, 22);
const line: StoredLine = { product: "7", variantHash: "1;3", quantity: 2, type: "normal" };

interface Call {
  url: string;
  method: string;
  body: unknown;
  keepalive: boolean;
  key: string | undefined;
}

let calls: Call[] = [];
let respond: (call: Call) => Response = () => new Response("{}", { status: 200 });

beforeEach(() => {
  calls = [];
  $serverBasket.set(NONE);
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    const call = {
      url,
      method: init.method ?? "GET",
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      keepalive: init.keepalive === true,
      key: (init.headers as Record<string, string> | undefined)?.["x-basket-key"],
    };
    calls.push(call);
    return Promise.resolve(respond(call));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  respond = () => new Response("{}", { status: 200 });
});

describe("server basket decisions", () => {
  it("creates a server copy for the first non-empty basket and does nothing for an empty one", () => {
    expect(syncAction([line], NONE, NOW)).toEqual({ kind: "create" });
    expect(syncAction([], NONE, NOW)).toEqual({ kind: "none" });
  });

  it("updates an existing copy and deletes it when the basket is emptied", () => {
    const ref = { serverId: ID, key: KEY, timestamp: NOW - 1000 };
    expect(syncAction([line], ref, NOW)).toEqual({ kind: "update", id: ID });
    expect(syncAction([], ref, NOW)).toEqual({ kind: "delete", id: ID });
  });

  it("re-creates a copy older than 30 days and updates one exactly 30 days old", () => {
    expect(
      syncAction(
        [line],
        { serverId: ID, key: KEY, timestamp: NOW - SERVER_BASKET_MAX_AGE_MS - 1 },
        NOW,
      ),
    ).toEqual({
      kind: "recreate",
      id: ID,
    });
    expect(
      syncAction(
        [line],
        { serverId: ID, key: KEY, timestamp: NOW - SERVER_BASKET_MAX_AGE_MS },
        NOW,
      ),
    ).toEqual({
      kind: "update",
      id: ID,
    });
  });

  it("reads a corrupted server reference, or one without its key, as no copy", () => {
    for (const raw of [
      "{",
      "null",
      '{"serverId":"../x","timestamp":1}',
      '{"serverId":5}',
      "[]",
      JSON.stringify({ serverId: ID, timestamp: 3 }),
      JSON.stringify({ serverId: ID, key: "x", timestamp: 3 }),
    ])
      expect(parseServerRef(raw)).toEqual(NONE);
    expect(parseServerRef(JSON.stringify({ serverId: ID, key: KEY, timestamp: 3 }))).toEqual({
      serverId: ID,
      key: KEY,
      timestamp: 3,
    });
  });

  it("sends ids, variant hashes, counts and the language, never prices", () => {
    expect(JSON.parse(syncPayload([line], "en"))).toEqual({
      products: [{ count: 2, id: "7", code: "", variantHash: "1;3" }],
      lang: "en",
    });
  });
});

describe("syncing now", () => {
  it("creates with POST /api/public/basket/ and remembers the id and the creator's key", async () => {
    respond = () => new Response(JSON.stringify({ id: ID, key: KEY }), { status: 201 });
    await syncNow([line], "pl");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/public/basket/?lang=pl"]);
    expect($serverBasket.get()).toMatchObject({ serverId: ID, key: KEY });
  });

  it("updates with POST /api/public/basket/{id} and its key, and creates again when the server lost it", async () => {
    $serverBasket.set({ serverId: ID, key: KEY, timestamp: Date.now() });
    respond = (c) =>
      c.url.includes(ID)
        ? new Response("{}", { status: 404 })
        : new Response(JSON.stringify({ id: "b".repeat(32), key: "d".repeat(32) }), {
            status: 201,
          });
    await syncNow([line], "pl");
    expect(calls.map((c) => `${c.method} ${c.url} ${c.key}`)).toEqual([
      `POST /api/public/basket/${ID}?lang=pl ${KEY}`,
      "POST /api/public/basket/?lang=pl ",
    ]);
    expect($serverBasket.get()).toMatchObject({ serverId: "b".repeat(32), key: "d".repeat(32) });
  });

  it("deletes the copy with its key when the basket is emptied and forgets the id", async () => {
    $serverBasket.set({ serverId: ID, key: KEY, timestamp: Date.now() });
    await syncNow([], "pl");
    expect(calls.map((c) => `${c.method} ${c.url} ${c.key}`)).toEqual([
      `DELETE /api/public/basket/${ID}?lang=pl ${KEY}`,
    ]);
    expect($serverBasket.get().serverId).toBe("");
  });

  it("keeps the basket when the network fails", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new Error("offline")));
    await expect(syncNow([line], "pl")).resolves.toBeUndefined();
    expect($serverBasket.get().serverId).toBe("");
  });
});

describe("debounced sync", () => {
  function fakePage() {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
    vi.stubGlobal("window", win);
    vi.stubGlobal("document", doc);
    return { win, doc };
  }

  it("waits 10 s after the last change and sends once", async () => {
    vi.useFakeTimers();
    fakePage();
    respond = () => new Response(JSON.stringify({ id: ID }), { status: 201 });
    let emit: (lines: readonly StoredLine[]) => void = () => undefined;
    startBasketSync((cb) => {
      emit = cb;
      return () => undefined;
    }, "pl");
    expect(calls).toHaveLength(0);
    emit([line]);
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS - 1);
    emit([{ ...line, quantity: 3 }]);
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ products: [{ count: 3 }] });
  });

  it("sends a pending change at once with keepalive when the page is hidden", async () => {
    vi.useFakeTimers();
    const { win } = fakePage();
    let emit: (lines: readonly StoredLine[]) => void = () => undefined;
    startBasketSync((cb) => {
      emit = cb;
      return () => undefined;
    }, "pl");
    emit([line]);
    win.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.keepalive).toBe(true);
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it("sends a change made before it started, 10 s later, as the page's first change", async () => {
    vi.useFakeTimers();
    const { win } = fakePage();
    startBasketSync(() => () => undefined, "pl", [line]);
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ products: [{ id: "7", count: 2 }] });
    win.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
  });
});
