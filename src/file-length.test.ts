/**
 * Small files (the developers' guide: aim under 200 lines, never over 300 for any code file):
 * every code file under src/, scripts/ and tests/ (ts, tsx, mjs, js, astro) has at most 300
 * lines, and a failure lists every file over the limit with its length.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MAX_LINES = 300;
const ROOTS = ["src", "scripts", "tests"];
const CODE = /\.(ts|tsx|mjs|js|astro)$/;
const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Data, not logic: long because of what they hold, and clearer whole. Nothing else belongs here:
 * split a long file instead.
 */
const DATA_FILES: Record<string, string> = {
  // The table row types, one interface per table, read side by side.
  "src/server/db/schema.ts": "the database's row types",
  // The demo shop's seed data: settings, methods, users, orders, home page and content as literals.
  "src/server/db/seed/shop.ts": "seed data",
};

function codeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...codeFiles(path));
    else if (CODE.test(entry.name)) out.push(relative(root, path).split("\\").join("/"));
  }
  return out;
}

function lineCount(path: string): number {
  const text = readFileSync(join(root, path), "utf8");
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

describe("file length", () => {
  it(`keeps every code file under src, scripts and tests at ${MAX_LINES} lines or fewer`, () => {
    const files = ROOTS.flatMap((dir) => codeFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((path) => !(path in DATA_FILES))
      .map((path) => ({ path, lines: lineCount(path) }))
      .filter((file) => file.lines > MAX_LINES)
      .map((file) => `${file.path}: ${file.lines} lines`);
    expect(offenders, `over ${MAX_LINES} lines (split them)`).toEqual([]);
  });

  it("lists only data files that exist as exceptions", () => {
    const missing = Object.keys(DATA_FILES).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});
