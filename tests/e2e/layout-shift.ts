/**
 * Layout shifts (the browser's CLS entries) in browser tests: watchShifts before the pages
 * are opened, shiftsSoFar on each page after it has settled.
 */
import type { Page } from "@playwright/test";

/** From the next page on, sums each page's layout shifts for shiftsSoFar. */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The current page's layout shifts so far (0: nothing moved). */
export function shiftsSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}
