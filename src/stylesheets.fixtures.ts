/**
 * The stylesheets the design-system tests read (local-controls.test.ts, token-usage.test.ts):
 * the files under a folder, and the CSS of one file (a stylesheet whole, an .astro component's
 * `<style>` blocks).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Files under `dir` (recursively) whose names match `pattern`. */
export function sourceFiles(dir: string, pattern = /\.(css|astro)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

/** The CSS of a stylesheet or of an .astro file's style blocks. */
export function styleSource(path: string): string {
  const text = readFileSync(path, "utf8");
  if (path.endsWith(".css")) return text;
  return [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
}
