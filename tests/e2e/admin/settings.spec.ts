/**
 * The owner's shop settings and the audit log (issue 31, item 3), on a phone and a wide
 * screen, each in a second shop of its own (its settings change: ../second-shop.ts): the owner
 * switches the template and the price display mode; the framed preview shows the change at
 * once (the header's template class, the prices' "netto" suffix) while a shopper's page still
 * shows the saved settings; after saving, the shopper sees the change and the audit log lists
 * it. Without JavaScript the preview button does the same; a value only the server refuses is
 * said beside the preview and named at its field on saving. Staff get 403 on both pages.
 * Axe-clean.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { STAFF } from "../../golden/accounts";
import { violations } from "../axe";
import { startSecondShop, type SecondShop } from "../second-shop";
import { ownerLogIn } from "./helpers";

const offsetOf = (project: string) => (project === "phone" ? 510 : 520);
const originOf = (project: string) =>
  `http://localhost:${Number(process.env["TEST_PORT"] ?? 4399) + offsetOf(project)}`;

let shop: SecondShop | null = null;

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ baseURL: async ({}, use, info) => use(originOf(info.project.name)) });

test.beforeAll(async ({}, info) => {
  test.setTimeout(150_000);
  shop = await startSecondShop({
    offset: offsetOf(info.project.name),
    patch: (settings) => {
      settings.template = "public/tmpl1";
      settings.additionalFunctions.nettoBrutto = "brutto";
    },
    probePath: "/",
    isApplied: (html) => html.includes("header--t1"),
  });
});

test.afterAll(() => {
  shop?.stop();
  shop = null;
});

/**
 * Axe as `violations` (../axe.ts) but without the framed shop: axe counts the frame's header
 * and main as the back office's own (landmark-unique), and the shop's pages have their own
 * axe checks.
 */
async function violationsBesideFrame(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "best-practice"])
    .exclude("iframe[name=settings-preview]")
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/** What a page shows of the two settings: the header's template and whether prices say netto. */
async function expectShown(page: Page, template: number, netto: boolean) {
  await expect(page.locator(`header.header--t${template}`)).toHaveCount(1);
  const suffix = page.locator(".price__suffix", { hasText: "netto" });
  if (netto) await expect(suffix.first()).toBeAttached();
  else await expect(suffix).toHaveCount(0);
}

test("the owner previews a template and price mode before saving; shoppers see them once saved, and the log lists it", async ({
  page,
  browser,
  baseURL,
}) => {
  await ownerLogIn(page, "/admin/settings");
  await expect(page.getByRole("heading", { name: "Ustawienia sklepu" })).toBeVisible();
  const frame = page.frameLocator("iframe[name=settings-preview]");
  await expect(frame.locator("header.header--t1")).toHaveCount(1);
  expect(await violationsBesideFrame(page)).toEqual([]);

  await page.getByLabel("Szablon", { exact: true }).selectOption("public/tmpl3");
  await page.getByLabel("Sposób pokazywania cen").selectOption("netto");
  // The change previews itself (with JavaScript); the button does the same by hand.
  await expect(frame.locator("header.header--t3")).toHaveCount(1);
  await expect(frame.locator(".price__suffix", { hasText: "netto" }).first()).toBeAttached();
  expect(page.frame({ name: "settings-preview" })?.url()).toMatch(/[?&]settingsDraft=[\w-]{43}/);

  const shopper = await browser.newContext({ baseURL: baseURL ?? "" });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto("/");
  await expectShown(shopperPage, 1, false);

  await page.getByRole("button", { name: "Zapisz ustawienia" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ustawienia zapisane" })).toBeVisible();
  await expect(page.getByLabel("Szablon", { exact: true })).toHaveValue("public/tmpl3");
  // After a save only the success: no preview note, no "cannot be previewed".
  await expect(page.getByText("Podgląd pokazuje zmiany przed zapisaniem")).toBeHidden();
  await expect(page.getByText("Tej zmiany nie da się pokazać w podglądzie.")).toBeHidden();

  await shopperPage.reload();
  await expectShown(shopperPage, 3, true);
  await shopper.close();

  await page.getByRole("link", { name: "Dziennik zmian" }).click();
  await expect(page.getByRole("heading", { name: "Dziennik zmian" })).toBeVisible();
  const entry = page.getByRole("row").filter({ hasText: "Zmiana ustawień sklepu" }).first();
  await expect(entry).toContainText("owner@example.com");
  await expect(entry).toContainText("changed: additionalFunctions.nettoBrutto, template");
  expect(await violations(page)).toEqual([]);
});

test("staff are refused the settings and the audit log", async ({ page }) => {
  await ownerLogIn(page, "/admin", STAFF);
  await expect(page.getByRole("link", { name: "Ustawienia" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Dziennik zmian" })).toHaveCount(0);
  for (const path of ["/admin/settings", "/admin/audit", "/admin/settings/popups"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
});

test("without JavaScript the preview button shows the unsaved change in the frame", async ({
  browser,
  baseURL,
}, info) => {
  test.skip(info.project.name === "phone", "the wide screen runs the no-script path");
  const context = await browser.newContext({ baseURL: baseURL ?? "", javaScriptEnabled: false });
  const page = await context.newPage();
  await ownerLogIn(page, "/admin/settings");
  await page.getByLabel("Szablon", { exact: true }).selectOption("public/tmpl2");
  await page.getByRole("button", { name: "Pokaż podgląd" }).click();
  const frame = page.frameLocator("iframe[name=settings-preview]");
  await expect(frame.locator("header.header--t2")).toHaveCount(1);
  // Nothing was saved: the page still offers the saved template after a reload.
  await page.reload();
  await expect(page.getByLabel("Szablon", { exact: true })).toHaveValue("public/tmpl3");
  await context.close();
});

test("a value the server refuses is said beside the preview and named at its field on saving", async ({
  page,
}, info) => {
  test.skip(info.project.name === "wide", "the phone runs the refused path");
  await ownerLogIn(page, "/admin/settings");
  await page.getByLabel("Pokazuj blok newslettera").click();
  await page.getByRole("button", { name: "Zapisz ustawienia" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Ustawienia zapisane" });
  await expect(saved).toBeVisible();
  const refused = page.getByText("Tej zmiany nie da się pokazać w podglądzie.");
  await expect(refused).toBeHidden();
  const name = page.getByLabel("Nazwa firmy");
  await name.fill("   ");
  await name.blur();
  await expect(refused).toBeVisible();
  // A new change is not saved: the earlier success no longer stands beside it.
  await expect(saved).toBeHidden();
  await expect(page.getByText("Podgląd pokazuje zmiany przed zapisaniem")).toBeVisible();
  await page.getByRole("button", { name: "Zapisz ustawienia" }).click();
  await expect(page.getByRole("alert")).toContainText("Popraw zaznaczone pola:");
  await expect(page.getByRole("alert").getByRole("link", { name: "Nazwa firmy" })).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("To pole jest wymagane.")).toBeVisible();
  expect(await violationsBesideFrame(page)).toEqual([]);
});
