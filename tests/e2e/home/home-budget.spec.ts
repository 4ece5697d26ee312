/**
 * The home page's JavaScript budget (issue 13): everything it downloads or
 * inlines before the first interaction — the shell, the slider, carousel,
 * countdown, photo feed and newsletter scripts, the cookie bar and popups —
 * at most 12 KB gzip. keen-slider and React load only on interaction.
 * Issue 33 counts as a browser receives the scripts (each file and each inline script gzipped
 * on its own): 11,591 B before its work, 10,836 B after (the basket's server sync and
 * integrity refresh load only when needed).
 */
import { expect, test } from "@playwright/test";
import { scriptBytes } from "../script-bytes";

const BUDGET = 12 * 1024;

test("the home page loads at most 12 KB gzip of JavaScript before the first interaction", async ({
  page,
}) => {
  const { gz, urls } = await scriptBytes(page, "/");
  console.log(`home page JS before interaction: ${gz} B gzip`);
  expect(gz, urls.join(", ")).toBeLessThanOrEqual(BUDGET);
  expect(urls.join(" ")).not.toMatch(/keen-slider|react-dom|client\.[^/]*\.js.*client\./);
});
