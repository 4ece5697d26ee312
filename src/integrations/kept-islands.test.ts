import { describe, expect, it } from "vitest";
import { serverPure } from "../features/shared/server-pure";
import {
  islandElementKey,
  islandKey,
  keepIslandHtml,
  keptIslandHtml,
  MAX_KEPT_CHARS,
} from "./kept-islands";

const pure = () =>
  serverPure(function Island() {
    return null;
  });

describe("islands' server HTML kept between renders", () => {
  it("gives no key to an island that is not marked pure", () => {
    expect(
      islandKey(
        function Plain() {
          return null;
        },
        { a: 1 },
        "r0",
      ),
    ).toBeNull();
  });

  it("gives no key to an island with children or props that are not JSON", () => {
    const island = pure();
    expect(islandKey(island, { children: "x" }, "r0")).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(islandKey(island, cyclic, "r0")).toBeNull();
    expect(islandKey(island, { n: 1n }, "r0")).toBeNull();
  });

  it("tells islands apart by component, id prefix and props", () => {
    const a = pure();
    const b = pure();
    const key = islandKey(a, { lang: "pl" }, "r0");
    expect(key).not.toBeNull();
    expect(islandKey(a, { lang: "pl" }, "r0")).toBe(key);
    expect(islandKey(b, { lang: "pl" }, "r0")).not.toBe(key);
    expect(islandKey(a, { lang: "pl" }, "r1")).not.toBe(key);
    expect(islandKey(a, { lang: "en" }, "r0")).not.toBe(key);
  });

  it("answers the kept HTML for the same key", () => {
    const key = islandKey(pure(), { lang: "pl" }, "r0") ?? "";
    expect(keptIslandHtml(key)).toBeUndefined();
    keepIslandHtml(key, "<div>kept</div>");
    expect(keptIslandHtml(key)).toBe("<div>kept</div>");
  });

  it("drops the least recently used islands past its size, and never keeps one larger than it", () => {
    const island = pure();
    const big = "x".repeat(MAX_KEPT_CHARS / 4);
    const keys = [0, 1, 2].map((n) => islandKey(island, { n }, "r0") ?? "");
    for (const key of keys) keepIslandHtml(key, big);
    expect(keptIslandHtml(keys[0] ?? "")).toBe(big); // now the most recently used
    keepIslandHtml(islandKey(island, { n: 3 }, "r0") ?? "", big);
    keepIslandHtml(islandKey(island, { n: 4 }, "r0") ?? "", big);
    expect(keptIslandHtml(keys[0] ?? "")).toBe(big);
    expect(keptIslandHtml(keys[1] ?? "")).toBeUndefined();
    const huge = islandKey(island, { n: 5 }, "r0") ?? "";
    keepIslandHtml(huge, "x".repeat(MAX_KEPT_CHARS));
    expect(keptIslandHtml(huge)).toBeUndefined();
  });
});

describe("the key of a kept island element", () => {
  const metadata = {
    hydrate: "interaction",
    hydrateArgs: true,
    displayName: "Island",
    componentUrl: "/src/Island.tsx",
    componentExport: { value: "default" },
    keptIslandKey: "0\u0000r0\u0000{}",
  };

  it("is the React key with the island's directive", () => {
    const key = islandElementKey(metadata, { a: 1 }, { a: 1 }, {}, null);
    expect(key).toContain(metadata.keptIslandKey);
    expect(
      islandElementKey({ ...metadata, hydrate: "idle" }, { a: 1 }, { a: 1 }, {}, null),
    ).not.toBe(key);
    expect(
      islandElementKey({ ...metadata, hydrateArgs: false }, { a: 1 }, { a: 1 }, {}, null),
    ).not.toBe(key);
  });

  it("is missing without a React key, with slots, or with props the renderer did not get", () => {
    expect(
      islandElementKey({ ...metadata, keptIslandKey: undefined }, {}, {}, {}, null),
    ).toBeNull();
    expect(islandElementKey(metadata, {}, {}, { default: "<p>slot</p>" }, null)).toBeNull();
    expect(islandElementKey(metadata, {}, {}, {}, [{ type: "directive" }])).toBeNull();
    expect(islandElementKey(metadata, { a: 1, class: "x" }, { a: 1 }, {}, null)).toBeNull();
  });
});
