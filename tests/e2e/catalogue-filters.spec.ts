import { expect, test } from "@playwright/test";
import { oracleIds, openTestDb } from "./catalogue-db";
import { escape, openSection, scenario, shownIds } from "./catalogue-scenario";

test.describe("category listing", () => {
  test("attribute, producer and price filters, price sort, page size and page jump give exactly the database's products", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const s = await scenario();
    const db = openTestDb();
    const query = {
      lang: "pl",
      categoryId: s.categoryId,
      attrs: { [s.attribute.id]: [s.attribute.valueId] },
      manufacturerIds: s.producers.map((p) => p.id),
      price: s.price,
      sort: "price_asc" as const,
    };
    const expected = await oracleIds(db, query);
    expect(expected.length, "the scenario needs a second page of 12").toBeGreaterThan(12);

    await page.goto(`/c/${s.categoryUrl}`);
    await page.getByText(/Pokaż filtry \(0\)/).click();

    // Attribute value.
    const attrSection = await openSection(page, s.attribute.name);
    await attrSection
      .getByRole("link", { name: new RegExp(`^${escape(s.attribute.valueText)} \\(\\d+\\)$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`attr=${s.attribute.id}~${s.attribute.valueId}`));

    // Producer counts reflect the attribute filter (and not the producer filter itself).
    const byAttr = await oracleIds(db, { ...query, manufacturerIds: undefined, price: undefined });
    const producerSection = await openSection(page, "Producent");
    for (const p of s.producers) {
      const count = (
        await oracleIds(db, {
          ...query,
          attrs: query.attrs,
          manufacturerIds: [p.id],
          price: undefined,
        })
      ).filter((id) => byAttr.includes(id)).length;
      await expect(
        producerSection.getByRole("link", { name: `${p.name} (${count})`, exact: true }),
      ).toBeVisible();
    }
    for (const p of s.producers) {
      const section = await openSection(page, "Producent");
      await section.getByRole("link", { name: new RegExp(`^${escape(p.name)} \\(`) }).click();
      await expect(page).toHaveURL(new RegExp(`producer=[^&]*${escape(p.slug)}`));
    }

    // Another value of the same attribute counts with the producer filter but without its own.
    if (s.otherValue) {
      const count = (
        await oracleIds(db, {
          ...query,
          attrs: { [s.attribute.id]: [s.otherValue.id] },
          price: undefined,
        })
      ).length;
      const section = await openSection(page, s.attribute.name);
      const link = section.getByRole("link", {
        name: `${s.otherValue.text} (${count})`,
        exact: true,
      });
      if (count > 0) await expect(link).toBeVisible();
      else await expect(link).toHaveCount(0);
    }

    // Price range: the slider island hydrates on interaction and applies the range.
    const priceSection = page.getByRole("region", { name: "Cena", exact: true });
    await priceSection.getByLabel("Cena od").focus();
    await expect(page.locator("astro-island:has(.price-filter)")).not.toHaveAttribute("ssr", "");
    await priceSection.getByLabel("Cena od").fill(String(s.price.min));
    await priceSection.getByLabel("Cena do").fill(String(s.price.max));
    await expect(priceSection.locator("output")).toContainText(`${s.price.min} zł`);
    await priceSection.getByRole("button", { name: "Zastosuj" }).click();
    await expect(page).toHaveURL(new RegExp(`price=${s.price.min}-${s.price.max}`));

    // Sort by price, 12 per page, jump to page 2 (the selects apply on change).
    const toolbar = page.getByRole("form", { name: "Sortowanie i liczba produktów" });
    await expect(toolbar.getByRole("button", { name: "Zastosuj" })).toHaveCount(0);
    await page.getByRole("combobox", { name: "Sortuj" }).first().selectOption("price_asc");
    await expect(page).toHaveURL(/sort_by=price_asc/);
    await page.getByRole("combobox", { name: "Na stronie" }).selectOption("12");
    await expect(page).toHaveURL(/page_size=12/);
    expect(await shownIds(page)).toEqual(expected.slice(0, 12));
    // Polish plural forms: "22 produkty", "25 produktów".
    await expect(page.getByRole("status").first()).toHaveText(
      new RegExp(`^\\s*${expected.length} produkt(y|ów)\\s*$`),
    );
    await page.getByRole("spinbutton", { name: "Przejdź do strony" }).fill("2");
    await expect(page).toHaveURL(/page=2/, { timeout: 5_000 });
    expect(await shownIds(page)).toEqual(expected.slice(12, 24));

    // The same URL without JavaScript shows the same products.
    const url = page.url();
    const noJs = await page.context().browser()?.newContext({ javaScriptEnabled: false });
    const plain = await noJs?.newPage();
    if (!plain) throw new Error("no browser");
    await plain.goto(url);
    expect(await shownIds(plain)).toEqual(expected.slice(12, 24));
    await noJs?.close();
    await db.close();
  });

  test("filters, price form and page jump work without JavaScript", async ({ browser }) => {
    const s = await scenario();
    const db = openTestDb();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/c/${s.categoryUrl}?sort_by=price_asc&page_size=12`);
    await expect(
      page
        .getByRole("form", { name: "Sortowanie i liczba produktów" })
        .getByRole("button", { name: "Zastosuj" }),
    ).toBeVisible();
    await page.getByText(/Pokaż filtry \(0\)/).click();
    const section = await openSection(page, s.attribute.name);
    await section
      .getByRole("link", { name: new RegExp(`^${escape(s.attribute.valueText)} \\(\\d+\\)$`) })
      .click();
    const priceSection = page.getByRole("region", { name: "Cena", exact: true });
    await priceSection.getByLabel("Cena od").fill(String(s.price.min));
    await priceSection.getByLabel("Cena do").fill(String(s.price.max));
    await priceSection.getByRole("button", { name: "Zastosuj" }).click();
    await expect(page).toHaveURL(new RegExp(`price=${s.price.min}-${s.price.max}`));
    const expected = await oracleIds(db, {
      lang: "pl",
      categoryId: s.categoryId,
      attrs: { [s.attribute.id]: [s.attribute.valueId] },
      price: s.price,
      sort: "price_asc",
    });
    expect(await shownIds(page)).toEqual(expected.slice(0, 12));
    if (expected.length > 12) {
      await page.getByRole("spinbutton", { name: "Przejdź do strony" }).fill("2");
      await page.getByRole("button", { name: "Przejdź", exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      expect(await shownIds(page)).toEqual(expected.slice(12, 24));
    }
    // Removing the active attribute chip goes back to the unfiltered listing (price kept).
    await page
      .getByRole("navigation", { name: "Aktywne filtry" })
      .getByRole("link", { name: /Wyczyść filtry/ })
      .click();
    await expect(page).not.toHaveURL(/attr=|price=/);
    await context.close();
    await db.close();
  });

  test("a filter value that does not exist is no active filter", async ({ page }) => {
    const s = await scenario();
    await page.goto(`/c/${s.categoryUrl}`);
    const all = await shownIds(page);
    await page.goto(`/c/${s.categoryUrl}?attr=${s.attribute.id}~999999&producer=no-such-maker`);
    await expect(page.getByText("Pokaż filtry (0)")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Aktywne filtry" })).toHaveCount(0);
    expect(await shownIds(page)).toEqual(all);
    // Links and forms carry the canonical query: without the values that do not exist.
    await expect(page.locator('input[type="hidden"][name="attr"]')).toHaveCount(0);
    await expect(page.locator('input[type="hidden"][name="producer"]')).toHaveCount(0);
  });

  test("the price form sent untouched without JavaScript adds no filter", async ({ browser }) => {
    const s = await scenario();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/c/${s.categoryUrl}`);
    const all = await shownIds(page);
    await page.getByText(/Pokaż filtry \(0\)/).click();
    const priceSection = page.getByRole("region", { name: "Cena", exact: true });
    await priceSection.getByRole("button", { name: "Zastosuj" }).click();
    // The form sent both ends of the full range: nothing is filtered, nothing is counted.
    await expect(page).toHaveURL(/price=\d+-\d+/);
    await expect(page.getByText("Pokaż filtry (0)")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Aktywne filtry" })).toHaveCount(0);
    expect(await shownIds(page)).toEqual(all);
    await context.close();
  });
});
