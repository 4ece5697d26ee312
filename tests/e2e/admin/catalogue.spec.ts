/**
 * The owner runs the catalogue in the back office (issue 31, item 6), on a phone and a wide
 * screen: finds a product, changes its price and stock and the shopper's product page shows
 * them at once; exports the catalogue, uploads an edited file with one good change, one bad
 * line and one cut short (3 of 11 cells, never applied), sees the preview with the bad lines'
 * reasons, confirms, and the change is live. Staff
 * may change prices but the import answers them 403. Each project edits products of its own,
 * which no other test reads.
 */
import { expect, test, type Page } from "@playwright/test";
import { STAFF } from "../../golden/accounts";
import { violations } from "../axe";
import { ownerLogIn } from "./helpers";

const PRODUCTS = {
  phone: { edit: 245, import: 251 },
  wide: { edit: 268, import: 269 },
} as const;
const productsOf = (project: string) => PRODUCTS[project === "phone" ? "phone" : "wide"];

/** Follows the back-office product page's link to the shop's page of the product. */
async function shopPage(page: Page, name: string): Promise<void> {
  const url = await page.getByRole("link", { name: "Zobacz w sklepie" }).getAttribute("href");
  await page.goto(new URL(url ?? "", page.url()).pathname);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("the owner finds a product, changes its price and stock, and the shop shows them at once", async ({
  page,
}, info) => {
  const { edit } = productsOf(info.project.name);
  await ownerLogIn(page, "/admin/catalogue");
  expect(await violations(page)).toEqual([]);
  await page.getByLabel("Nazwa lub kod").fill(`P000${edit}`);
  await page.getByRole("button", { name: "Pokaż" }).click();
  const row = page.locator(`tr[data-product="${edit}"]`);
  await expect(row).toBeVisible();
  const name = (await row.getByRole("link").textContent())?.trim() ?? "";
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const price = page.locator("form[data-lang=pl]");
  await price.getByRole("textbox").fill("12,345");
  await price.getByRole("button").click();
  await expect(page.getByText("Cena brutto: „12,345” nie jest ceną")).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.locator("form[data-lang=pl]").getByRole("textbox").fill("123,45");
  await page.locator("form[data-lang=pl]").getByRole("button").click();
  await expect(page.getByRole("status").filter({ hasText: "Cena zapisana" })).toBeVisible();
  const stock = page.locator("form[data-variant]").first();
  await stock.getByRole("textbox").fill("17");
  await stock.getByRole("button").click();
  await expect(page.getByRole("status").filter({ hasText: "Stan zapisany" })).toBeVisible();

  await shopPage(page, name);
  await expect(page.locator(".price--large .price__amount")).toHaveText("123,45 zł");
  await expect(page.locator("[data-stock]")).toContainText("17 szt.");
});

test("the owner imports an edited CSV: the preview names the bad line, the confirmed change is live", async ({
  page,
}, info) => {
  const { import: id } = productsOf(info.project.name);
  await ownerLogIn(page, "/admin/catalogue");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Pobierz CSV" }).click(),
  ]);
  const text = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString("utf8").split("\r\n");
  expect(lines[0]).toBe(
    "\uFEFFid;code;name_pl;name_en;name_de;price_pl;price_en;price_de;stock;categories;archived",
  );
  const cells = (lines.find((l) => l.startsWith(`${id};`)) ?? "").split(";");
  const before = cells[5];
  cells[5] = "99.99";
  const edited = [
    lines[0],
    cells.join(";"),
    "999999;NOPE;Nic;;;;;;-4;;",
    "5;P000005;to jest zła linia bez pól",
  ].join("\r\n");

  await page.getByRole("link", { name: "Import z CSV" }).click();
  expect(await violations(page)).toEqual([]);
  await page.getByLabel(/Plik CSV/).setInputFiles({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(edited, "utf8"),
  });
  await page.getByRole("button", { name: "Sprawdź plik" }).click();
  await expect(page.locator("[data-summary]")).toContainText("Zmienią się produkty: 1.");
  await expect(page.locator("[data-bad] li[data-line='3']")).toContainText(
    "id: nie ma produktu „999999”.",
  );
  await expect(page.locator("[data-bad] li[data-line='4']")).toContainText(
    "Wiersz 4: 3 pola zamiast 11 jak w nagłówku",
  );
  await expect(page.locator(`[data-changes] li[data-product='${id}']`)).toContainText(
    `price_pl: ${before} → 99.99`,
  );
  expect(await violations(page)).toEqual([]);
  await page.getByRole("button", { name: "Importuj zmiany: 1" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Zaimportowano zmiany produktów: 1" }),
  ).toBeVisible();

  await page.goto(`/admin/catalogue/${id}`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await shopPage(page, name);
  await expect(page.locator(".price--large .price__amount")).toHaveText("99,99 zł");
});

test("staff change a price but the import answers them 403", async ({ page }, info) => {
  const { edit } = productsOf(info.project.name);
  await ownerLogIn(page, `/admin/catalogue/${edit}`, STAFF);
  await page.locator("form[data-lang=en]").getByRole("textbox").fill("150.00");
  await page.locator("form[data-lang=en]").getByRole("button").click();
  await expect(page.getByRole("status").filter({ hasText: "Cena zapisana" })).toBeVisible();
  await expect(page.locator("form[data-lang=en]").getByRole("textbox")).toHaveValue("150.00");
  await page.goto("/admin/catalogue");
  await expect(page.getByRole("link", { name: "Import z CSV" })).toHaveCount(0);
  const answer = await page.request.get("/admin/catalogue/import");
  expect(answer.status()).toBe(403);
});
