/** The accessibility check the browser tests share: axe with WCAG 2 A/AA and best practices. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Every axe violation on the page, one line each (rule, impact and the elements). */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "best-practice"])
    // Only violations get every node's selector worked out (a quarter of axe's time).
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
