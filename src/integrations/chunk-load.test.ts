import { afterEach, describe, expect, it, vi } from "vitest";
import { chunkName, loadChunk } from "./chunk-load.mjs";

afterEach(() => vi.useRealTimers());

describe("loading an island's chunk", () => {
  it("names the chunk after the component file", () => {
    expect(chunkName("/_astro/ProductTop.Bx1a2.js")).toBe("ProductTop.Bx1a2");
    expect(chunkName(null)).toBe("unknown");
  });

  it("fails as 'Loading chunk {n} failed.' of type missing when the file cannot be fetched", async () => {
    const load = () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /_astro/X.js"));
    await expect(loadChunk(load, "X")).rejects.toMatchObject({
      name: "ChunkLoadError",
      message: "Loading chunk X failed.",
      type: "missing",
    });
  });

  it("fails with type error when the chunk threw", async () => {
    await expect(loadChunk(() => Promise.reject(new Error("boom")), "X")).rejects.toMatchObject({
      type: "error",
    });
  });

  it("gives up after 120 s with type timeout, and not a moment earlier", async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined), "Slow");
    const outcome = vi.fn();
    pending.catch(outcome);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Loading chunk Slow failed.", type: "timeout" }),
    );
  });

  it("passes a loaded chunk through", async () => {
    await expect(loadChunk(() => Promise.resolve(42), "X")).resolves.toBe(42);
  });
});
