/**
 * Lints planted text under virtual file names with the project's real configuration
 * (nothing is written to disk), for the boundary tests: lint-boundaries.test.ts (layers)
 * and lint-queries.test.ts (queries only in repositories).
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { expect } from "vitest";

const BOUNDARY_RULES = new Set([
  "@typescript-eslint/no-restricted-imports",
  "no-restricted-syntax",
]);
const root = fileURLToPath(new URL("..", import.meta.url));
let eslint: ESLint | undefined;

/**
 * Loads the configuration, parsers and plugins by linting an empty file: the first lint takes
 * seconds (more on a busy machine), which a test's own time limit should not pay.
 */
export async function warmUpLinter(): Promise<void> {
  await boundaryErrors("src/server/services/warm-up.ts", "");
}

/** Boundary errors for `code` linted as the file `path` (a parse error fails the test). */
export async function boundaryErrors(path: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  if (!result) throw new Error(`no lint result for ${path}`);
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `${path} parses`).toEqual([]);
  return result.messages
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId))
    .map((m) => m.message);
}

/** An .astro file with this frontmatter, whose template uses `x`. */
export const astro = (frontmatter: string) => `---\n${frontmatter}\n---\n\n<p>{String(x)}</p>\n`;
