/**
 * The informational stripe above the header (spec 2 §2 Header pieces) is
 * read whole on the narrowest phones: a message longer than the screen wraps
 * onto a second line inside the stripe's height instead of being cut with an
 * ellipsis (issue 27: "Kod RABAT10 na -…" on a 390 px phone).
 */
import { expect, test, type Page } from "@playwright/test";

/** Stripe texts that are cut (wider than their box) or reach outside the screen. */
async function cutStripes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const screen = document.documentElement.clientWidth;
    for (const box of document.querySelectorAll<HTMLElement>("[data-stripe], [data-stripe] *")) {
      // Inline parts (bold, links) have no box of their own to overflow; their lines must be on screen.
      const inline = getComputedStyle(box).display === "inline";
      const overflows =
        !inline && (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
      const outside = [...box.getClientRects()].some((r) => r.left < 0 || r.right > screen);
      if (overflows || outside) cut.push(`${box.tagName} ${box.className}: ${box.textContent}`);
    }
    return cut;
  });
}

for (const [path, words] of [
  ["/", "Kod RABAT10 na -10%."],
  ["/en", "Code RABAT10 for 10% off."],
  ["/de", "Code RABAT10 für 10% Rabatt."],
] as const) {
  test(`the stripe at ${path} is whole at 390 px and 320 px wide`, async ({ page }) => {
    const own = page.viewportSize()?.width ?? 390;
    for (const width of new Set([own, 390, 320])) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      const stripe = page.locator("[data-stripe]");
      await expect(stripe).toContainText(words);
      expect(await cutStripes(page), `${width} px`).toEqual([]);
      // It keeps the template's stripe height (39 px) when the text fits on two lines.
      expect((await stripe.boundingBox())?.height, `${width} px`).toBe(39);
    }
  });
}
