import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { banEverywhere, bansFor, COALESCE_MS } from "./edge-sync";

describe("edge cache sync", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv("EDGE_PURGE_URLS", "http://127.0.0.1:6081/");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("sends one ban of every page for changes made close together", async () => {
    const sent: string[] = [];
    const send = (pattern: string) => {
      sent.push(pattern);
      return Promise.resolve(1);
    };
    const first = banEverywhere(send);
    const second = banEverywhere(send);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(sent).toEqual(["^/"]);
    const later = banEverywhere(send);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    await later;
    expect(sent).toEqual(["^/", "^/"]);
  });

  it("sends nothing when no edge cache is configured", async () => {
    vi.stubEnv("EDGE_PURGE_URLS", "");
    const send = vi.fn(() => Promise.resolve(1));
    expect(await banEverywhere(send)).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it("bans for the owner's tables and unknown changes, on the feed's leader only", () => {
    for (const table of ["settings", "product_i18n", "product_prices", "home_sections", "*"])
      expect(bansFor(table, true)).toBe(true);
    // Shoppers' orders and opinions write these alone; the owner's edits stamp settings too.
    for (const table of ["variants", "products", "opinions"])
      expect(bansFor(table, true)).toBe(false);
    expect(bansFor("settings", false)).toBe(false);
  });
});
