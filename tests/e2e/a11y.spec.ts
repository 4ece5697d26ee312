/**
 * Accessibility of the catalogue's pages on a wide screen and a phone: axe-core
 * with the WCAG 2 A and AA rules and axe's best practices (heading order,
 * landmarks, redundant alt texts), as Lighthouse's accessibility audit uses them.
 */
import { expect, test } from "@playwright/test";
import { POT } from "../golden/products";
import { violations } from "./axe";

const PAGES = [
  ["home", "/"],
  ["category", "/c/dom-i-kuchnia"],
  ["product", `/p/${POT.url.pl}`],
  ["search", "/search?query=nordic"],
] as const;

const VIEWPORTS = [
  { name: "wide screen", viewport: { width: 1366, height: 900 }, mobile: false },
  { name: "phone", viewport: { width: 390, height: 844 }, mobile: true },
] as const;

for (const { name, viewport, mobile } of VIEWPORTS) {
  test.describe(`accessibility on a ${name}`, () => {
    test.use({ viewport, isMobile: mobile, hasTouch: mobile });

    for (const [page, path] of PAGES) {
      test(`the ${page} page has no axe violations`, async ({ page: tab }) => {
        // axe walks every node of a long page: on a loaded machine it needs more than 30 s.
        test.slow();
        await tab.goto(path);
        expect(await violations(tab)).toEqual([]);
      });
    }
  });
}
