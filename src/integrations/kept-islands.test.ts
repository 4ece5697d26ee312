import { describe, expect, it } from "vitest";
import { serverPure } from "../features/shared/server-pure";
import {
  islandHydration,
  islandKey,
  keepIslandElement,
  keepIslandHtml,
  keptIslandElement,
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

  it("writes the props as JSON does, frozen values included", () => {
    const island = pure();
    const frozen = Object.freeze({ b: [1, "ł"], c: null });
    const props = { a: 1, skip: undefined, frozen, fn: () => 1, when: new Date(0), s: 'x"y' };
    const key = islandKey(island, props, "r0") ?? "";
    expect(key.endsWith(JSON.stringify(props))).toBe(true);
    expect(islandKey(island, props, "r0")).toBe(key);
    expect(islandKey(island, {}, "r0")?.endsWith("{}")).toBe(true);
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

describe("a kept island's element", () => {
  const metadata = {
    hydrate: "interaction",
    hydrateArgs: true,
    displayName: "Island",
    componentUrl: "/src/Island.tsx",
    componentExport: { value: "default" },
    keptIslandKey: "0\u0000r0\u0000{}",
  };

  it("is told apart by the island's directive and names", () => {
    const hydration = islandHydration(metadata, { a: 1 }, { a: 1 }, {}, null);
    expect(hydration).not.toBeNull();
    expect(islandHydration({ ...metadata, hydrate: "idle" }, {}, {}, {}, null)).not.toBe(hydration);
    expect(islandHydration({ ...metadata, hydrateArgs: false }, {}, {}, {}, null)).not.toBe(
      hydration,
    );
  });

  it("is not kept without a React key, with slots, or with props the renderer did not get", () => {
    expect(islandHydration({ ...metadata, keptIslandKey: undefined }, {}, {}, {}, null)).toBeNull();
    expect(islandHydration(metadata, {}, {}, { default: "<p>slot</p>" }, null)).toBeNull();
    expect(islandHydration(metadata, {}, {}, {}, [{ type: "directive" }])).toBeNull();
    expect(islandHydration(metadata, { a: 1, class: "x" }, { a: 1 }, {}, null)).toBeNull();
  });

  it("is kept beside the island's HTML, per directive, and only while the HTML is", () => {
    const key = islandKey(pure(), { element: true }, "r0") ?? "";
    keepIslandElement(key, "interaction", "<astro-island>early</astro-island>");
    expect(keptIslandElement(key, "interaction")).toBeUndefined();
    keepIslandHtml(key, "<div>kept</div>");
    keepIslandElement(key, "interaction", "<astro-island>a</astro-island>");
    expect(keptIslandElement(key, "interaction")).toBe("<astro-island>a</astro-island>");
    expect(keptIslandElement(key, "idle")).toBeUndefined();
  });
});
