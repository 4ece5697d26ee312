import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { version } from "react-dom";
import { describe, expect, it } from "vitest";
import { isReactBound, REACT_VERIFIED } from "./interaction-directive.client.mjs";

/** The prefix isReactBound looks for. */
const REACT_PROPS_KEY = "__reactProps$";

const require = createRequire(import.meta.url);

describe("telling whether React has bound an element", () => {
  it("sees the props key react-dom attaches, and nothing else", () => {
    expect(isReactBound({})).toBe(false);
    expect(isReactBound({ __reactFiber$abc: {} })).toBe(false);
    expect(isReactBound({ [`${REACT_PROPS_KEY}abc`]: {} })).toBe(true);
  });

  // The check reads a private detail of react-dom. When this fails after an upgrade, verify
  // that react-dom still stores a bound element's props under `__reactProps$…` (and deletes
  // them when it removes the element), run the client:interaction e2e tests
  // (tests/e2e/add-behaviour.spec.ts, tests/e2e/product.spec.ts), then update REACT_VERIFIED.
  it("is verified against the installed react-dom version", () => {
    expect(version.split(".").slice(0, 2).join(".")).toBe(REACT_VERIFIED);
  });

  it("matches the key react-dom's installed client build stores props under", () => {
    const root = dirname(require.resolve("react-dom/package.json"));
    const build = readFileSync(join(root, "cjs/react-dom-client.production.js"), "utf8");
    expect(build).toContain(`internalPropsKey = "${REACT_PROPS_KEY}" + randomKey`);
  });
});
