/**
 * The type and spacing scale is the tokens' (decision 0026): outside tokens.css no stylesheet
 * (nor an .astro page's style block) writes a font size in pixels or rem, or a margin,
 * padding or gap in pixels other than a 1 px hairline. Sizes come from `--fs-*` (or `em`,
 * relative to their context), spacing from `--s-*`.
 */
import { describe, expect, it } from "vitest";
import { sourceFiles, styleSource } from "./stylesheets.fixtures";

const SPACING =
  /(?:^|[{;])\s*((?:padding|margin|gap|row-gap|column-gap)(?:-[a-z-]+)?)\s*:\s*([^;{}]+)/gm;
const FONT_SIZE = /(?:^|[{;])\s*font-size\s*:\s*([^;{}]+)/gm;

/** Raw sizes in one stylesheet's declarations, as `property: value`. */
export function rawSizes(source: string): string[] {
  const found: string[] = [];
  for (const [, prop, value] of source.matchAll(SPACING))
    if (/(?<![\w.])-?(?!1px)\d+(\.\d+)?px/.test(value ?? ""))
      found.push(`${prop}: ${(value ?? "").trim()}`);
  for (const [, value] of source.matchAll(FONT_SIZE)) {
    // 16 px keeps iOS from zooming into a focused field: `max(16px, 1rem)` is allowed.
    const rest = (value ?? "").replace("max(16px, 1rem)", "");
    if (/\d(px|rem)/.test(rest)) found.push(`font-size: ${(value ?? "").trim()}`);
  }
  return found;
}

describe("the type and spacing scale", () => {
  it("finds raw pixel sizes and lets tokens, em and hairlines through", () => {
    expect(
      rawSizes(
        ".a { padding: 6px var(--s-2); font-size: 14px; }\n.b { margin: 0 1px; gap: var(--s-3); font-size: 0.9em; }\n.c { font-size: max(16px, 1rem); margin-top: -5px; }",
      ),
    ).toEqual(["padding: 6px var(--s-2)", "margin-top: -5px", "font-size: 14px"]);
  });

  it("no stylesheet outside the tokens writes a raw font size or spacing", () => {
    const found = sourceFiles("src")
      .filter((path) => !path.endsWith("tokens.css"))
      .flatMap((path) =>
        rawSizes(styleSource(path).replace(/\/\*[\s\S]*?\*\//g, "")).map((d) => `${path}: ${d}`),
      );
    expect(found).toEqual([]);
  });
});
