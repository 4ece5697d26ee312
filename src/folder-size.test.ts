/**
 * Folders a newcomer can scan (issue 28: "at most 20 modules directly in any folder"): every
 * folder under src/, scripts/ and tests/ holds at most 20 code modules side by side (tests and
 * specs beside them do not count). A folder that grows past it is split by concept, as
 * src/domain is into pricing/, basket/, checkout/…; a failure lists every folder over the limit.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MAX_MODULES = 20;
const ROOTS = ["src", "scripts", "tests"];
const MODULE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const NOT_A_MODULE = /\.(test|spec)\.tsx?$|\.d\.ts$/;
const root = fileURLToPath(new URL("..", import.meta.url));

/** Every folder under `dir` (itself included) with the number of modules directly in it. */
function folderSizes(dir: string): [string, number][] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const modules = entries.filter(
    (e) => e.isFile() && MODULE.test(e.name) && !NOT_A_MODULE.test(e.name),
  ).length;
  const own: [string, number] = [relative(root, dir).split("\\").join("/"), modules];
  return [
    own,
    ...entries.filter((e) => e.isDirectory()).flatMap((e) => folderSizes(join(dir, e.name))),
  ];
}

describe("folder size", () => {
  it("no folder holds more than 20 modules directly", () => {
    const sizes = ROOTS.flatMap((r) => folderSizes(join(root, r)));
    expect(sizes.length).toBeGreaterThan(40);
    const over = sizes.filter(([, n]) => n > MAX_MODULES).map(([f, n]) => `${f}: ${n}`);
    expect(over).toEqual([]);
  });
});
