/**
 * The type and spacing scale is the tokens' (decision 0026): outside tokens.css no stylesheet
 * (nor an .astro page's style block) writes a font size in pixels or rem, or a margin,
 * padding or gap in pixels other than a 1 px hairline. Sizes come from `--fs-*` (or `em`,
 * relative to their context), spacing from `--s-*`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SPACING =
  /(?:^|[{;])\s*((?:padding|margin|gap|row-gap|column-gap)(?:-[a-z-]+)?)\s*:\s*([^;{}]+)/gm;
const FONT_SIZE = /(?:^|[{;])\s*font-size\s*:\s*([^;{}]+)/gm;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(css|astro)$/.test(name) && name !== "tokens.css" ? [path] : [];
  });
}

function css(path: string): string {
  const text = readFileSync(path, "utf8");
  const source = path.endsWith(".css")
    ? text
    : [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
  return source.replace(/\/\*[\s\S]*?\*\//g, "");
}

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
    const found = files("src").flatMap((path) => rawSizes(css(path)).map((d) => `${path}: ${d}`));
    expect(found).toEqual([]);
  });
});
