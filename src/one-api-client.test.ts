/**
 * One client: the shop's browser code sends every request through the API
 * client, whose core (`src/features/shared/api-core.ts`) holds the only
 * `fetch`. Browser code is everything under src/features, src/components and
 * src/layouts (islands, stores, the shell's and the parts' scripts) and the
 * `<script>` blocks of pages; a page's frontmatter runs on the server and may
 * call other services.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const BROWSER_ROOTS = ["src/features", "src/components", "src/layouts"];
const CORE = join("src", "features", "shared", "api-core.ts");
/** A call of `fetch` (also `window.fetch`), an XMLHttpRequest or a beacon. */
const RAW_REQUEST =
  /(?:^|[^\w$.]|\b(?:window|globalThis|self)\.)fetch\s*\(|\bnew\s+XMLHttpRequest\b|\bsendBeacon\s*\(/;

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, pattern);
    return pattern.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

function scripts(astro: string): string {
  return [...astro.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
}

/** The lines of `source` that send a request themselves. */
function rawRequests(source: string): string[] {
  return source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => RAW_REQUEST.test(line));
}

describe("one API client", () => {
  it("finds fetch, XMLHttpRequest and beacons, and lets the client and look-alikes pass", () => {
    expect(rawRequests('const r = await fetch("/api/x");\nvoid window.fetch(url)')).toEqual([
      'const r = await fetch("/api/x");',
      "void window.fetch(url)",
    ]);
    expect(rawRequests("const x = new XMLHttpRequest();")).toHaveLength(1);
    expect(rawRequests("navigator.sendBeacon(url, body);")).toHaveLength(1);
    expect(
      rawRequests(
        'await send("/api/x");\nfetchIntegrity(ids);\nprefetch("/p");\nfetchPriority="high"',
      ),
    ).toEqual([]);
  });

  it("no browser code sends a request outside the client's core", () => {
    const browser = BROWSER_ROOTS.flatMap((root) => files(root, /\.(ts|tsx|mjs|js|astro)$/))
      .filter((path) => path !== CORE)
      .map((path) => [path, readFileSync(path, "utf8")] as const);
    const pageScripts = files("src/pages", /\.astro$/).map(
      (path) => [path, scripts(readFileSync(path, "utf8"))] as const,
    );
    const found = [...browser, ...pageScripts].flatMap(([path, source]) =>
      rawRequests(source).map((line) => `${path}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
