import { expect, test } from "@playwright/test";
import { violations } from "./axe";
import { openTestDb } from "./catalogue-db";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function product(lang: string): Promise<{ name: string; code: string; word: string }> {
  const db = openTestDb();
  const row = (await db
    .prepare(
      `select t.name as name, p.code as code from products p join product_i18n t on t.product_id = p.id and t.lang = ?
       where p.archived = 0 and p.removed_at is null and p.type = 'normal' order by p.id limit 1`,
    )
    .get(lang)) as { name: string; code: string };
  await db.close();
  return { ...row, word: row.name.split(" ")[0] ?? row.name };
}

test.describe("search", () => {
  test("the header overlay hints below 3 characters and shows live results after that", async ({
    page,
  }) => {
    const p = await product("pl");
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/public/search")) requests.push(r.url());
    });
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Szukaj" });
    await box.focus();
    await expect(page.locator("astro-island:has(form.search)")).not.toHaveAttribute("ssr", "");
    await box.pressSequentially("ku", { delay: 30 });
    await expect(
      page.getByRole("status").filter({ hasText: "Wpisz co najmniej 3 znaki." }),
    ).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("");
    await box.pressSequentially(p.name, { delay: 20 });
    const list = page.getByRole("listbox", { name: "Podpowiedzi wyszukiwania" });
    const products = list.getByRole("group", { name: "Produkty" });
    const option = products.getByRole("option", { name: new RegExp(`^${escape(p.name)}`) });
    await expect(option.first()).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    // Each product shows its thumbnail and its price.
    await expect(option.first()).toContainText(/\d+,\d\d\s?zł/);
    await expect(option.first().locator("img")).toHaveCount(1);
    // Typing quickly sends one debounced request, not one per key.
    expect(requests.length).toBe(1);
    await list.getByRole("option", { name: `Szukaj „${p.name}”` }).click();
    await expect(page).toHaveURL(/\/search\?query=/);
  });

  test("the overlay is walked with the arrow keys and Enter opens the active option", async ({
    page,
  }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Szukaj" });
    await box.focus();
    await expect(page.locator("astro-island:has(form.search)")).not.toHaveAttribute("ssr", "");
    await box.pressSequentially("regulamin", { delay: 20 });
    const list = page.getByRole("listbox", { name: "Podpowiedzi wyszukiwania" });
    const terms = list.getByRole("group", { name: "Strony" }).getByRole("option", {
      name: "Regulamin",
    });
    await expect(terms).toBeVisible();
    // The open combobox, its groups and options meet axe's rules.
    expect(await violations(page)).toEqual([]);
    const options = list.getByRole("option");
    const count = await options.count();
    await box.press("ArrowDown");
    const first = (await options.first().getAttribute("id")) ?? "";
    await expect(box).toHaveAttribute("aria-activedescendant", first);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    // Up from the first option wraps to the last: "search for".
    await box.press("ArrowUp");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await options.nth(count - 1).getAttribute("id")) ?? "",
    );
    await expect(box).toBeFocused();
    // Escape closes the list, a second Escape clears the field.
    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).not.toHaveAttribute("aria-activedescendant", /./);
    await box.press("ArrowDown");
    await box.press("Escape");
    await expect(box).toHaveValue("regulamin");
    await box.press("Escape");
    await expect(box).toHaveValue("");
    // Enter on an active page option opens that page.
    await box.pressSequentially("regulamin", { delay: 20 });
    await expect(terms).toBeVisible();
    const termsId = (await terms.getAttribute("id")) ?? "";
    for (let i = 0; i < count; i++) {
      await box.press("ArrowDown");
      if ((await box.getAttribute("aria-activedescendant")) === termsId) break;
    }
    await box.press("Enter");
    await expect(page).toHaveURL(/\/s\/regulamin$/);
  });

  test("the results page finds products by name and by code in each language without JavaScript", async ({
    browser,
  }) => {
    test.slow(); // twelve full page loads, images included, without JavaScript
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [lang, prefix, label, list] of [
      ["pl", "", "Szukaj", "Produkty"],
      ["en", "/en", "Search", "Products"],
      ["de", "/de", "Suche", "Produkte"],
    ] as const) {
      const p = await product(lang);
      for (const query of [p.name, p.code]) {
        await page.goto(`${prefix}/`);
        await page.getByRole("combobox", { name: label }).fill(query);
        await page.getByRole("combobox", { name: label }).press("Enter");
        await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?query=`));
        await expect(
          page.getByRole("list", { name: list }).getByRole("heading", { name: p.name }).first(),
        ).toBeVisible();
      }
    }
    await context.close();
  });

  test("a search that finds nothing offers alternative products in the page's HTML", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Nothing is called "kawka": products whose words start like it ("kawa") are offered.
    await page.goto("/search?query=kawka");
    await expect(page.getByRole("status")).toHaveText("Nic nie znaleziono.");
    const offered = page.getByRole("region", { name: "Może zainteresują Cię te produkty" });
    await expect(offered.getByRole("heading", { name: /^Kawa ziarnista/ }).first()).toBeVisible();
    // Tips and the category its stem finds help the shopper on.
    await expect(page.getByRole("region", { name: "Jak szukać" })).toContainText("pisownię");
    await expect(
      page.getByRole("region", { name: "Kategorie" }).getByRole("link", { name: "Kawa" }),
    ).toBeVisible();
    // Nothing like it at all: the shop's first products are offered instead.
    await page.goto("/search?query=zzqxv");
    await expect(page.getByRole("status")).toHaveText("Nic nie znaleziono.");
    await expect(
      page
        .getByRole("region", { name: "Popularne kategorie" })
        .getByRole("link", { name: "Obuwie" }),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Może zainteresują Cię te produkty" }).getByRole("article"),
    ).not.toHaveCount(0);
    await context.close();
  });
});
