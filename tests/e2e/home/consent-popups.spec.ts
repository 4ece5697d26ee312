/**
 * Cookie consent gating a tracking script, the data-protection information
 * and popups shown once (spec 2 §4; issue 13), on a phone and a wide
 * screen. These tests start with no cookie choice and no popup seen.
 */
import { expect, test, type Page } from "@playwright/test";
import { EMPTY_STATE } from "../../browser-state";
import { violations } from "../axe";

test.use({ storageState: EMPTY_STATE });

// The popup would open after five seconds: only the popup test lets it.
test.beforeEach(async ({ page }, info) => {
  if (!info.title.includes("popup"))
    await page.addInitScript(() => localStorage.setItem("popups:v1", JSON.stringify(["1", "2"])));
});

const trackers = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __trackers?: Record<string, number> }).__trackers ?? {},
  );

test("only necessary cookies keep the trackers out, also on later pages", async ({ page }) => {
  await page.goto("/s/regulamin");
  const bar = page.getByRole("region", { name: "Ustawienia plików cookie" });
  await expect(bar).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await bar.getByRole("button", { name: "Tylko niezbędne" }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(bar).toBeHidden();
  expect(await trackers(page)).toEqual({});
});

test("accepting all loads the trackers at once and on every later page", async ({ page }) => {
  await page.goto("/s/regulamin");
  await page.getByRole("button", { name: "Akceptuję wszystkie" }).click();
  await expect.poll(() => trackers(page)).toEqual({ other: 1, marketing: 1 });
  await page.goto("/s/o-nas");
  await expect.poll(() => trackers(page)).toEqual({ other: 1, marketing: 1 });
});

test("the settings dialog works by keyboard and allows analytics alone", async ({ page }) => {
  await page.goto("/s/regulamin");
  await page.getByRole("button", { name: "Ustawienia", exact: true }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Ustawienia plików cookie" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("checkbox", { name: /Analityczne/ }).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: /Analityczne/ })).toBeChecked();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Zapisz wybór" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect.poll(() => trackers(page)).toEqual({ other: 1 });

  // The footer reopens the settings with the choice made; Escape closes them.
  await page.getByRole("contentinfo").getByRole("button", { name: "Ustawienia cookies" }).click();
  await expect(dialog.getByRole("checkbox", { name: /Analityczne/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Marketingowe/ })).not.toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the data-protection information opens from the bar and the footer and closes", async ({
  page,
}) => {
  await page.goto("/s/regulamin");
  const bar = page.getByRole("region", { name: "Ustawienia plików cookie" });
  await bar.getByRole("button", { name: "Ochrona danych" }).click();
  const info = page.getByRole("dialog", { name: "Ochrona danych osobowych" });
  await expect(info).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(info).toBeHidden();
  await bar.getByRole("button", { name: "Tylko niezbędne" }).click();
  await page.getByRole("contentinfo").getByRole("button", { name: "Ochrona danych" }).click();
  await expect(info).toContainText("Demo Sklep sp. z o.o.");
  await expect(info.getByRole("link", { name: "Polityka prywatności" })).toHaveAttribute(
    "href",
    "/s/polityka-prywatnosci",
  );
  expect(await violations(page)).toEqual([]);
  await info.getByRole("button", { name: "Zamknij" }).click();
  await expect(info).toBeHidden();
});

test("a popup shows once after its delay and never again", async ({ page }) => {
  const start = new Date("2026-11-25T12:00:00Z");
  await page.clock.install({ time: start });
  // Paused: the popup's 5 s count only the time the test runs, however slowly the page loads
  // (a running fake clock let a slow load use up the delay before the first check).
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto("/s/regulamin");
  await page.getByRole("button", { name: "Tylko niezbędne" }).click();
  const popup = page.getByRole("dialog", { name: "Komunikat sklepu" });
  await page.clock.runFor(4_000);
  await expect(popup).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("RABAT10");
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();

  await page.reload();
  await page.clock.runFor(10_000);
  await expect(popup).toBeHidden();
});

for (const answer of ["Tylko niezbędne", "Akceptuję wszystkie", "Zapisz wybór"]) {
  test(`a popup waits for the cookie choice and opens right after it (${answer}), never over the bar`, async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-25T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-25T12:00:01Z"));
    await page.goto("/");
    const bar = page.getByRole("region", { name: "Ustawienia plików cookie" });
    const popup = page.getByRole("dialog", { name: "Komunikat sklepu" });
    await expect(bar).toBeVisible();
    // Long past the popup's delay (5 s): the bar is still unanswered, so no popup covers it.
    await page.clock.runFor(20_000);
    await expect(popup).toBeHidden();
    await expect(bar).toBeVisible();
    if (answer === "Zapisz wybór") {
      await bar.getByRole("button", { name: "Ustawienia", exact: true }).click();
      const settings = page.getByRole("dialog", { name: "Ustawienia plików cookie" });
      await settings.getByRole("checkbox", { name: /Analityczne/ }).check();
      await page.clock.runFor(5_000);
      await expect(popup).toBeHidden();
      await settings.getByRole("button", { name: answer }).click();
    } else {
      await bar.getByRole("button", { name: answer }).click();
    }
    // Right after the answer, in the same visit, without waiting for another delay.
    await expect(bar).toBeHidden();
    await expect(popup).toBeVisible();
    await expect(popup).toContainText("RABAT10");
  });
}
