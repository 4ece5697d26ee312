/**
 * The back office's home page, menu and footer editor (issue 31, item 2), on a phone and on a
 * wide screen: the owner edits the hero slider's text in the framed preview, switches the
 * preview to English and back with the draft intact (it is kept on the server: a reload keeps
 * it too), publishes, and a shopper's home page shows the change at once; the frame's toolbox
 * moves and removes sections; menu and footer drafts show in the frame; drafts are discarded.
 * A new product group section shows the products found by search, then a group's, in the
 * frame; a slide without an image, an untitled footer column and an empty menu entry are named
 * in words and marked, and "Opublikuj" focuses the first instead of publishing (issue 44; the
 * server's refusals: tests/api/admin-content.spec.ts).
 * The editor's tests share one draft, so they take turns (withLock). Axe-clean.
 */
import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { violations } from "../axe";
import { discardDraft, ownerLogIn, withLock } from "./helpers";

const FRAME = 'iframe[title="Podgląd sklepu"]';

/** The editor with no draft: what shoppers see (an earlier failed run may have left one). */
async function openEditor(page: Page): Promise<FrameLocator> {
  await ownerLogIn(page, "/admin/content");
  await discardDraft(page);
  const shop = page.frameLocator(FRAME);
  await expect(shop.locator("[data-home-section]").first().getByRole("toolbar")).toBeVisible();
  return shop;
}

const saved = (page: Page) =>
  expect(page.locator("[data-save-state]")).toHaveAttribute("data-save-state", "saved");

test.describe.configure({ timeout: 240_000 });

test("the owner edits the slider's text, keeps the draft across languages and a reload, publishes, and shoppers see it", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const text = `Zimowa kolekcja ${testInfo.project.name} ${Date.now()}`;
  await withLock("content", async () => {
    const shop = await openEditor(page);
    expect(await violations(page, [FRAME])).toEqual([]);
    const slider = shop.locator("[data-home-section][data-section-type=slider]");
    const headline = (frame: typeof shop) =>
      frame.locator("[data-section-type=slider] .slide-caption__title").first();
    const firstSlide = () =>
      page
        .getByRole("group", { name: "Slajdy", exact: true })
        .getByRole("group", { name: "Slajd 1" })
        .getByLabel("Nagłówek slajdu");
    await slider.getByRole("toolbar").getByRole("button", { name: "Edytuj" }).click();
    const before = await firstSlide().inputValue();
    await firstSlide().fill(text);
    await expect(headline(shop)).toHaveText(text);
    await saved(page);

    await page.getByLabel("Edytowany język").selectOption("en");
    await expect
      .poll(() =>
        page
          .frames()
          .find((f) => f.url().includes("preview=true"))
          ?.url(),
      )
      .toContain("/en?preview=true");
    await expect(
      shop.locator("[data-home-section][data-section-type=slider]").getByRole("toolbar"),
    ).toBeVisible();
    await expect(headline(shop)).toHaveText("New collection");
    await page.getByLabel("Edytowany język").selectOption("pl");
    await expect(headline(shop)).toHaveText(text);

    await page.reload();
    await expect(page.locator("[data-save-state]")).toContainText("Nieopublikowane: strona główna");
    await expect(headline(page.frameLocator(FRAME))).toHaveText(text);

    const shopper = await browser.newContext({ baseURL: baseURL ?? "" });
    const home = await shopper.newPage();
    await home.goto("/");
    await expect(home.getByRole("heading", { name: before })).toBeVisible();

    await page.getByRole("button", { name: "Opublikuj" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opublikowano." })).toBeVisible();
    await home.goto("/");
    await expect(home.getByRole("heading", { name: text })).toBeVisible();
    await expect(page.getByRole("list").filter({ hasText: "strona główna" }).first()).toBeVisible();
    expect(await violations(page, [FRAME])).toEqual([]);

    // Put the shop back as it was for the other tests.
    await page
      .frameLocator(FRAME)
      .locator("[data-home-section][data-section-type=slider]")
      .getByRole("toolbar")
      .getByRole("button", { name: "Edytuj" })
      .click();
    await firstSlide().fill(before);
    await saved(page);
    await page.getByRole("button", { name: "Opublikuj" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opublikowano." })).toBeVisible();
    await home.goto("/");
    await expect(home.getByRole("heading", { name: before })).toBeVisible();
    await shopper.close();
  });
});

test("the frame's toolbox moves and removes sections in place, and menu and footer drafts show in it", async ({
  page,
}) => {
  await withLock("content", async () => {
    const shop = await openEditor(page);
    const sections = shop.locator("[data-home-section]");
    const count = await sections.count();
    const firstId = (await sections.first().getAttribute("data-home-section")) ?? "";
    const secondId = (await sections.nth(1).getAttribute("data-home-section")) ?? "";
    await sections
      .first()
      .getByRole("toolbar")
      .getByRole("button", { name: "Przesuń niżej" })
      .click();
    await expect(sections.first()).toHaveAttribute("data-home-section", secondId);
    await expect(sections.nth(1)).toHaveAttribute("data-home-section", firstId);
    await sections.nth(1).getByRole("toolbar").getByRole("button", { name: "Usuń" }).click();
    await expect(sections).toHaveCount(count - 1);
    await expect(page.locator(`[data-section="${firstId}"]`)).toHaveCount(0);

    // The header's menu row shows on wide screens; a phone's frame has the burger instead.
    const menuTools = shop.locator("[data-preview='menu']").getByRole("toolbar");
    if (await menuTools.isVisible())
      await menuTools.getByRole("button", { name: "Edytuj" }).click();
    else await page.getByRole("tab", { name: "Menu" }).click();
    await expect(page.getByRole("tab", { name: "Menu" })).toHaveAttribute("aria-selected", "true");
    const top = shop.locator("[data-preview='menu'] .menu__level--1 > li");
    const entries = await top.count();
    await page.getByRole("checkbox", { name: "Ukryta w menu" }).first().check();
    await expect(top).toHaveCount(entries - 1);

    await page.getByRole("tab", { name: "Stopka" }).click();
    await page.getByRole("checkbox", { name: "Ukryj dolny pasek" }).setChecked(true);
    await expect(shop.locator(".footer__bar")).toHaveCount(0);
    await saved(page);
    await expect(page.locator("[data-save-state]")).toContainText("strona główna, menu, stopka");
    expect(await violations(page, [FRAME])).toEqual([]);
    await discardDraft(page);
    await expect(page.frameLocator(FRAME).locator("[data-home-section]")).toHaveCount(count);
  });
});

test("a new product group shows the group or the products picked, and fields a draft may not hold are named and marked", async ({
  page,
}) => {
  await withLock("content", async () => {
    const shop = await openEditor(page);
    const status = page.locator("[data-save-state]");
    await page.getByLabel("Rodzaj nowej sekcji").selectOption({ label: "Grupa produktów" });
    await page.getByRole("button", { name: "Dodaj sekcję" }).click();
    const section = page.locator("[data-section^='new-']");
    const groupList = section.getByLabel("Grupa produktów", { exact: true });
    await expect(groupList).toHaveAttribute("aria-invalid", "true");
    await expect(section.getByText("Wybierz grupę, producenta albo produkty.")).toBeVisible();
    await expect(status).toContainText(
      /Popraw: Strona główna, sekcja \d+ \(Grupa produktów\): wybierz grupę, producenta albo produkty/,
    );
    const framed = shop.locator("[data-home-section^='new-'][data-section-type=products_group]");
    await expect(framed).toHaveCount(0);

    await section.getByLabel("Skąd produkty").selectOption({ label: "Wybrane produkty" });
    await section.getByLabel("Szukaj produktu (nazwa lub kod)").fill("P00001");
    const add = section.getByRole("button", { name: /^Dodaj do sekcji: / }).first();
    const name = ((await add.getAttribute("aria-label")) ?? "").replace("Dodaj do sekcji: ", "");
    await add.click();
    await expect(section.getByText("Produkty w sekcji: 1 (najwyżej 12)")).toBeVisible();
    await expect(framed.getByRole("heading", { name, exact: true })).toBeVisible();
    await saved(page);

    await section.getByLabel("Skąd produkty").selectOption({ label: "Grupa produktów" });
    await groupList.selectOption({ index: 1 });
    await expect(groupList).not.toHaveAttribute("aria-invalid", "true");
    await expect(section.getByText(/Produkty w sekcji: ([2-9]|1[0-2]) /)).toBeVisible();
    await expect(framed.getByRole("link", { name: "Zobacz wszystkie" })).toBeVisible();
    await saved(page);
    expect(await violations(page, [FRAME])).toEqual([]);

    // A slide without an image, an untitled footer column and an empty menu entry.
    await shop
      .locator("[data-home-section][data-section-type=slider]")
      .getByRole("toolbar")
      .getByRole("button", { name: "Edytuj" })
      .click();
    const slides = page.getByRole("group", { name: "Slajdy", exact: true });
    await slides.getByRole("button", { name: "Dodaj slajd" }).click();
    await expect(slides.getByLabel("Adres obrazu lub filmu").last()).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(status).toContainText(
      /\(Slider\): slajd \d+: adres obrazu lub filmu jest wymagany/,
    );
    await page.getByRole("tab", { name: "Stopka" }).click();
    await page.getByRole("button", { name: "Dodaj kolumnę" }).click();
    await expect(status).toContainText(/Stopka, kolumna \d+: tytuł \(polski\) jest wymagany/);
    await page.getByRole("tab", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Dodaj pozycję" }).click();
    await expect(status).toContainText(/Menu \(polski\), pozycja \d+: tekst jest wymagany/);
    await expect(status).not.toContainText("menu.pl");

    // Publishing shows the first refused field, focused, and publishes nothing.
    await page.getByRole("button", { name: "Opublikuj" }).click();
    const url = page
      .getByRole("group", { name: "Slajdy", exact: true })
      .getByLabel("Adres obrazu lub filmu")
      .last();
    await expect(url).toBeFocused();
    await expect(url).toHaveAccessibleDescription("To pole jest wymagane.");
    expect(page.url()).not.toContain("done=published");
    expect(await violations(page, [FRAME])).toEqual([]);
    await discardDraft(page);
  });
});
