import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  banEverywhere,
  cachesToBan,
  COALESCE_MS,
  edgeConfiguration,
  edgeLeaseKey,
} from "./edge-sync";

const EDGE = "http://127.0.0.1:6081/";
const OTHER = "http://10.0.0.9:6081/";

describe("edge cache sync", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv("EDGE_PURGE_URLS", EDGE);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("sends one ban of every page per cache for changes made close together", async () => {
    const sent: string[] = [];
    const send = (pattern: string, urls: string[]) => {
      sent.push(`${pattern} ${urls.join(" ")}`);
      return Promise.resolve(urls.length);
    };
    const first = banEverywhere([EDGE], send);
    const second = banEverywhere([EDGE, OTHER], send);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(sent).toEqual([`^/ ${EDGE} ${OTHER}`]);
    const later = banEverywhere(undefined, send);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    await later;
    expect(sent).toEqual([`^/ ${EDGE} ${OTHER}`, `^/ ${EDGE}`]);
  });

  it("sends nothing when no edge cache is configured", async () => {
    vi.stubEnv("EDGE_PURGE_URLS", "");
    const send = vi.fn(() => Promise.resolve(1));
    expect(await banEverywhere(undefined, send)).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it("bans, for the owner's tables and unknown changes, every cache whose lease this instance holds, whichever instance leads the others", () => {
    const holds = (key: number) => key === edgeLeaseKey(EDGE);
    for (const table of ["settings", "product_i18n", "product_prices", "home_sections", "*"])
      expect(cachesToBan(table, [EDGE, OTHER], holds)).toEqual([EDGE]);
    // Shoppers' orders and opinions write these alone; the owner's edits stamp settings too.
    for (const table of ["variants", "products", "opinions"])
      expect(cachesToBan(table, [EDGE, OTHER], holds)).toEqual([]);
    // Without EDGE_PURGE_URLS there is nothing to ban, and no lease is held for it.
    expect(cachesToBan("settings", [], () => true)).toEqual([]);
  });

  it("gives a cache one lease key however its address is spelled, and another cache another", () => {
    const key = edgeLeaseKey(EDGE);
    expect(edgeLeaseKey("http://127.0.0.1:6081")).toBe(key);
    expect(edgeLeaseKey(" HTTP://127.0.0.1:6081/ ")).toBe(key);
    expect(edgeLeaseKey(OTHER)).not.toBe(key);
    expect(key).toBeGreaterThanOrEqual(0);
    expect(key).toBeLessThan(2 ** 31);
  });

  it("finds an instance without EDGE_PURGE_URLS misconfigured when others ban an edge cache, and one with a different list only different", () => {
    const [edge, other] = [edgeLeaseKey(EDGE), edgeLeaseKey(OTHER)];
    expect(edgeConfiguration([], [edge])).toBe("missing");
    expect(edgeConfiguration([edge], [other])).toBe("differs");
    // The same list (another instance holds the lease), or nobody else banning: fine.
    expect(edgeConfiguration([edge], [edge])).toBe("ok");
    expect(edgeConfiguration([edge, other], [other])).toBe("ok");
    expect(edgeConfiguration([], [])).toBe("ok");
  });
});
