import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { keptIslandElementsPlugin, reactIslandsPlugin } from "./react-islands.mjs";

type Transform = (code: string, id: string) => string | null;
const transform = (reactIslandsPlugin() as unknown as { transform: Transform }).transform;
const ID = "/shop/node_modules/@astrojs/react/dist/server.js";
const source = readFileSync(
  new URL("../../node_modules/@astrojs/react/dist/server.js", import.meta.url),
  "utf8",
);

describe("the patched React island renderer", () => {
  it("passes the island's id prefix to the installed adapter's string renderer", () => {
    const patched = transform(source, ID) ?? "";
    expect(patched).toContain(
      "ReactDOM.renderToString(vnode, { identifierPrefix: renderOptions.identifierPrefix })",
    );
    expect(patched).not.toContain("ReactDOM.renderToString(vnode);");
  });

  it("answers that a hydrated component is React's without rendering it first", () => {
    const patched = transform(source, ID) ?? "";
    expect(patched).toMatch(/if \(metadata\?\.hydrate\) return true;\s+let isReactComponent/);
  });

  it("looks up kept HTML before rendering and keeps what it rendered", () => {
    const patched = transform(source, ID) ?? "";
    expect(patched).toMatch(
      /import \{ islandKey, keepIslandHtml, keptIslandHtml \} from ".*kept-islands\.ts";/,
    );
    const lookUp = patched.indexOf("keptIslandHtml(keptKey)");
    const render = patched.indexOf("ReactDOM.renderToString(vnode, {");
    const keep = patched.indexOf("keepIslandHtml(keptKey, html)");
    expect(lookUp).toBeGreaterThan(0);
    expect(render).toBeGreaterThan(lookUp);
    expect(keep).toBeGreaterThan(render);
  });

  it("leaves other modules alone", () => {
    expect(transform(source, "/shop/src/server.js")).toBeNull();
  });

  it("stops the build when the adapter's renderer is no longer as expected", () => {
    expect(() => transform("export {}", ID)).toThrow(/no longer renders islands as expected/);
  });
});

describe("the patched Astro component renderer", () => {
  const astroTransform = (keptIslandElementsPlugin() as unknown as { transform: Transform })
    .transform;
  const ASTRO_ID = "/shop/node_modules/astro/dist/runtime/server/render/component.js";
  const astroSource = readFileSync(
    new URL("../../node_modules/astro/dist/runtime/server/render/component.js", import.meta.url),
    "utf8",
  );

  it("answers a kept island element before serialising and hashing, and keeps what it built", () => {
    const patched = astroTransform(astroSource, ASTRO_ID) ?? "";
    const lookUp = patched.indexOf("keptIslandElement(metadata.keptIslandKey, keptHydration)");
    const hash = patched.indexOf("const astroId = shorthash(");
    const keep = patched.indexOf(
      "keepIslandElement(metadata.keptIslandKey, keptHydration, renderedElement)",
    );
    expect(lookUp).toBeGreaterThan(0);
    expect(hash).toBeGreaterThan(lookUp);
    expect(keep).toBeGreaterThan(hash);
  });

  it("stops the build when Astro's component renderer is no longer as expected", () => {
    expect(() => astroTransform("export {}", ASTRO_ID)).toThrow(/no longer renders islands/);
  });
});
