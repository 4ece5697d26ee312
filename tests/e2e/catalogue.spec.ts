import { expect, test, type Page } from "@playwright/test";
import { oracleIds, openTestDb } from "./catalogue-db";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Scenario {
  categoryUrl: string;
  categoryId: number;
  attribute: { id: number; name: string; valueId: number; valueText: string };
  otherValue: { id: number; text: string } | null;
  producers: { id: number; name: string; slug: string }[];
  price: { min: number; max: number };
}

/** Picks, from the database, a category filter combination with more than 12 results. */
function scenario(): Scenario {
  const db = openTestDb();
  try {
    const best = db
      .prepare(
        `select pc.category_id as categoryId, pa.attribute_id as attributeId, pa.value_id as valueId, count(*) as n
         from product_categories pc
         join product_attributes pa on pa.product_id = pc.product_id
         join products p on p.id = pc.product_id and p.archived = 0 and p.removed_at is null
         join product_prices pr on pr.product_id = p.id and pr.lang = 'pl'
         group by 1, 2, 3 order by n desc, 1, 3 limit 1`,
      )
      .get() as { categoryId: number; attributeId: number; valueId: number };
    const text = (sqlText: string, ...args: number[]) =>
      String((db.prepare(sqlText).get(...args) as { v: string }).v);
    const base = oracleIds(db, {
      lang: "pl",
      categoryId: best.categoryId,
      attrs: { [best.attributeId]: [best.valueId] },
    });
    const makers = db
      .prepare(
        `select p.manufacturer_id as id, m.name as name, m.url as slug, count(*) as n
         from products p join manufacturer_i18n m on m.manufacturer_id = p.manufacturer_id and m.lang = 'pl'
         where p.id in (${base.join(",")}) group by 1 order by n desc, 1`,
      )
      .all() as { id: number; name: string; slug: string; n: number }[];
    const producers = makers.slice(0, Math.max(1, makers.length - 1));
    const withMakers = oracleIds(db, {
      lang: "pl",
      categoryId: best.categoryId,
      attrs: { [best.attributeId]: [best.valueId] },
      manufacturerIds: producers.map((p) => p.id),
      sort: "price_asc",
    });
    const prices = db
      .prepare(
        `select sort_price as v from product_prices where lang = 'pl' and product_id in (${withMakers.join(",")}) order by v`,
      )
      .all() as { v: number }[];
    const other = db
      .prepare(
        `select v.id as id, t.text as text from attribute_values v join attribute_value_i18n t on t.value_id = v.id and t.lang = 'pl'
         where v.attribute_id = ? and v.id <> ? order by v.sort_order limit 1`,
      )
      .get(best.attributeId, best.valueId) as { id: number; text: string } | undefined;
    return {
      categoryUrl: text(
        "select url as v from category_i18n where lang = 'pl' and category_id = ?",
        best.categoryId,
      ),
      categoryId: best.categoryId,
      attribute: {
        id: best.attributeId,
        name: text(
          "select name as v from attribute_i18n where lang = 'pl' and attribute_id = ?",
          best.attributeId,
        ),
        valueId: best.valueId,
        valueText: text(
          "select text as v from attribute_value_i18n where lang = 'pl' and value_id = ?",
          best.valueId,
        ),
      },
      otherValue: other ?? null,
      producers: producers.map(({ id, name, slug }) => ({ id, name, slug })),
      price: {
        min: Math.ceil(prices[1]?.v ?? 0),
        max: Math.floor(prices[prices.length - 2]?.v ?? 0),
      },
    };
  } finally {
    db.close();
  }
}

async function shownIds(page: Page): Promise<number[]> {
  const ids = await page
    .getByRole("list", { name: "Produkty" })
    .locator("article[data-product-id]")
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-product-id"))));
  return ids;
}

async function openSection(page: Page, name: string) {
  const section = page.getByRole("region", { name, exact: true });
  const closed = section.locator("details:not([open]) > summary");
  if ((await closed.count()) > 0) await closed.first().click();
  return section;
}

test.describe("category listing", () => {
  test("attribute, producer and price filters, price sort, page size and page jump give exactly the database's products", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const s = scenario();
    const db = openTestDb();
    const query = {
      lang: "pl",
      categoryId: s.categoryId,
      attrs: { [s.attribute.id]: [s.attribute.valueId] },
      manufacturerIds: s.producers.map((p) => p.id),
      price: s.price,
      sort: "price_asc" as const,
    };
    const expected = oracleIds(db, query);
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
    const byAttr = oracleIds(db, { ...query, manufacturerIds: undefined, price: undefined });
    const producerSection = await openSection(page, "Producent");
    for (const p of s.producers) {
      const count = oracleIds(db, {
        ...query,
        attrs: query.attrs,
        manufacturerIds: [p.id],
        price: undefined,
      }).filter((id) => byAttr.includes(id)).length;
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
      const count = oracleIds(db, {
        ...query,
        attrs: { [s.attribute.id]: [s.otherValue.id] },
        price: undefined,
      }).length;
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
    await expect(page.getByRole("status").first()).toHaveText(`${expected.length} produktów`);
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
    db.close();
  });

  test("filters, price form and page jump work without JavaScript", async ({ browser }) => {
    const s = scenario();
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
    const expected = oracleIds(db, {
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
    db.close();
  });

  test("an empty filtered listing shows a message and alternative products", async ({ page }) => {
    const s = scenario();
    await page.goto(`/c/${s.categoryUrl}?price=0-0.01`);
    await expect(page.getByText("Brak produktów spełniających wybrane kryteria.")).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Może zainteresują Cię te produkty" }).getByRole("listitem"),
    ).not.toHaveCount(0);
  });

  test("group and manufacturer pages list their products with filters", async ({ page }) => {
    const db = openTestDb();
    const maker = db
      .prepare(
        `select m.manufacturer_id as id, m.url as url, m.name as name from manufacturer_i18n m
         where m.lang = 'en' and exists (select 1 from products p where p.manufacturer_id = m.manufacturer_id and p.archived = 0 and p.removed_at is null)
         order by m.manufacturer_id limit 1`,
      )
      .get() as { id: number; url: string; name: string };
    const expected = db
      .prepare(
        `select p.id as id from products p join product_prices pr on pr.product_id = p.id and pr.lang = 'en'
         where p.manufacturer_id = ? and p.archived = 0 and p.removed_at is null order by pr.sort_price, p.id limit 12`,
      )
      .all(maker.id) as { id: number }[];
    await page.goto(`/en/m/${maker.url}?sort_by=price_asc&page_size=12`);
    await expect(page.getByRole("heading", { level: 1, name: maker.name })).toBeVisible();
    const ids = await page
      .getByRole("list", { name: "Products" })
      .locator("article[data-product-id]")
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-product-id"))));
    expect(ids).toEqual(expected.map((r) => Number(r.id)));
    const group = db
      .prepare("select url as url, name as name from product_group_i18n where lang = 'de' limit 1")
      .get() as { url: string; name: string };
    const response = await page.goto(`/de/g/${group.url}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: group.name })).toBeVisible();
    db.close();
  });

  test("a product box adds one piece to the basket", async ({ page }) => {
    const s = scenario();
    await page.goto(`/c/${s.categoryUrl}?availability=available`);
    const card = page.getByRole("list", { name: "Produkty" }).getByRole("listitem").first();
    const productId = await card.locator("article").getAttribute("data-product-id");
    await card.getByRole("button", { name: /^Dodaj do koszyka/ }).click();
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("1");
    const stored = await page.evaluate(() => localStorage.getItem("basket:v1"));
    expect(JSON.parse(stored ?? "{}").list).toEqual([
      expect.objectContaining({ product: productId, quantity: 1 }),
    ]);
  });
});
