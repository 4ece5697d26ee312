/** The accessibility check the browser tests share: axe with WCAG 2 A/AA and best practices. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Every axe violation on the page, one line each (rule, impact and the elements); `exclude`
 * leaves parts out (the back office's framed storefront, checked on its own pages: axe would
 * compare its landmarks with the framing page's).
 */
export async function violations(page: Page, exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "best-practice"])
    // Only violations get every node's selector worked out (a quarter of axe's time).
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
