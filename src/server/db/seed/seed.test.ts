import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TYPES } from "../../../domain/catalogue/catalogue.types.ts";
import type { Settings } from "../../../domain/shop/settings.types.ts";
import { verifyPassword } from "../password.ts";
import { createSeededDatabase } from "./index.ts";
import { HOME_SECTION_TYPES } from "../../../domain/catalogue/home.types";

const NOW = Date.UTC(2026, 10, 22);
const OPTS = { products: 50, seed: 7, now: NOW, images: false } as const;

type Row = Record<string, unknown>;

let dir: string;
let a: DatabaseSync;
let b: DatabaseSync;

const all = (db: DatabaseSync, sql: string, ...params: (string | number)[]): Row[] =>
  db.prepare(sql).all(...params) as Row[];
const one = (db: DatabaseSync, sql: string, ...params: (string | number)[]): Row =>
  db.prepare(sql).get(...params) as Row;

function tableNames(db: DatabaseSync): string[] {
  return all(
    db,
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
  ).map((r) => String(r["name"]));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "seed-test-"));
  await createSeededDatabase(join(dir, "a.sqlite"), OPTS);
  await createSeededDatabase(join(dir, "b.sqlite"), OPTS);
  a = new DatabaseSync(join(dir, "a.sqlite"));
  b = new DatabaseSync(join(dir, "b.sqlite"));
}, 60_000);

afterAll(() => {
  a?.close();
  b?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("seed determinism", () => {
  it("gives the same row counts in every table", () => {
    const names = tableNames(a);
    expect(names).toEqual(tableNames(b));
    for (const t of names) {
      const ca = one(a, `select count(*) as c from "${t}"`)["c"];
      const cb = one(b, `select count(*) as c from "${t}"`)["c"];
      expect(ca, t).toBe(cb);
    }
    expect(one(a, "select count(*) as c from products")["c"]).toBe(50);
  });

  it("gives the same products, texts, prices and variants", () => {
    for (const sql of [
      "select * from products order by id",
      "select * from product_i18n order by product_id, lang",
      "select * from product_prices order by product_id, lang",
      "select * from price_history order by product_id, lang, stamp",
      "select * from variants order by id",
      "select * from opinions order by id",
      "select * from orders order by id",
    ]) {
      expect(all(a, sql), sql).toEqual(all(b, sql));
    }
  });
});

describe("seed integrity", () => {
  const langs = ["pl", "en", "de"];

  it("stores a complete Settings document and the products timestamp", () => {
    const s = JSON.parse(
      String(one(a, "select value from settings where key = 'shop'")["value"]),
    ) as Settings;
    expect(s.baseLang).toBe("pl");
    expect(s.langs.map((l) => l.code)).toEqual(langs);
    expect(s.langCurrencyMap).toEqual({ pl: "pln", en: "gbp", de: "eur" });
    expect(s.buyProcess.afterBasketAdd).toBe("showBasket");
    const ts = JSON.parse(
      String(one(a, "select value from settings where key = 'productsTimestamp'")["value"]),
    );
    expect(typeof ts).toBe("number");
  });

  it("has every product type", () => {
    const types = all(a, "select distinct type from products").map((r) => r["type"]);
    for (const t of PRODUCT_TYPES) expect(types, t).toContain(t);
  });

  it("has a name, url and price for every product in every language", () => {
    for (const lang of langs) {
      expect(
        one(
          a,
          "select count(*) as c from products p left join product_i18n i on i.product_id = p.id and i.lang = ? where i.product_id is null",
          lang,
        )["c"],
      ).toBe(0);
      expect(
        one(
          a,
          "select count(*) as c from products p left join product_prices r on r.product_id = p.id and r.lang = ? where r.product_id is null",
          lang,
        )["c"],
      ).toBe(0);
    }
    const bad = all(
      a,
      "select * from product_prices where brutto <= 0 or netto <= 0 or sort_price <= 0 or sort_price > brutto * 1.5",
    );
    expect(bad).toEqual([]);
  });

  it("computes gross from net and VAT", () => {
    for (const r of all(a, "select brutto, netto, vat from product_prices")) {
      const expected = Math.round(Number(r["netto"]) * (1 + Number(r["vat"]) / 100) * 100) / 100;
      expect(Math.abs(Number(r["brutto"]) - expected)).toBeLessThanOrEqual(0.011);
    }
  });

  it("has unique urls per language for products, categories, manufacturers and groups", () => {
    for (const table of [
      "product_i18n",
      "category_i18n",
      "manufacturer_i18n",
      "product_group_i18n",
      "content_pages",
    ]) {
      const dup = all(
        a,
        `select lang, url, count(*) as c from "${table}" group by lang, url having c > 1`,
      );
      expect(dup, table).toEqual([]);
    }
  });

  it("has well-formed variant hashes matching the variant attributes", () => {
    const rows = all(
      a,
      "select v.hash, v.attributes, p.has_variants from variants v join products p on p.id = v.product_id",
    );
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) {
      const hash = String(r["hash"]);
      const attrs = JSON.parse(String(r["attributes"])) as { id: string; value: string }[];
      if (r["has_variants"] === 0) {
        expect(hash).toBe("");
        expect(attrs).toEqual([]);
      } else {
        expect(hash).toMatch(/^\d+;\d+(,\d+;\d+)*$/);
        expect(attrs.map((x) => `${x.id};${x.value}`).join(",")).toBe(hash);
      }
    }
    // every variant attribute value exists and belongs to its attribute
    const orphans = all(
      a,
      "select pa.* from product_attributes pa left join attribute_values v on v.id = pa.value_id and v.attribute_id = pa.attribute_id where v.id is null",
    );
    expect(orphans).toEqual([]);
  });

  it("keeps total_stock consistent with variants", () => {
    const bad = all(
      a,
      `select p.id, p.total_stock, sum(max(v.count - v.locked, 0)) as s
       from products p join variants v on v.product_id = p.id group by p.id having s != p.total_stock`,
    );
    expect(bad).toEqual([]);
  });

  it("references existing products from set components and linked items", () => {
    const ids = new Set(all(a, "select id from products").map((r) => String(r["id"])));
    for (const r of all(
      a,
      "select components, linked from products where components is not null or linked is not null",
    )) {
      for (const c of JSON.parse(String(r["components"] ?? "[]")) as { product: string }[])
        expect(ids).toContain(c.product);
      for (const c of JSON.parse(String(r["linked"] ?? "[]")) as { product: string }[])
        expect(ids).toContain(c.product);
    }
  });

  it("always has a removed product for the not-available page", () => {
    expect(
      Number(one(a, "select count(*) as c from products where removed_at is not null")["c"]),
    ).toBeGreaterThan(0);
  });

  it("indexes non-removed products for full-text search", () => {
    const n = Number(one(a, "select count(*) as c from products where removed_at is null")["c"]);
    expect(one(a, "select count(*) as c from product_fts")["c"]).toBe(n * 3);
  });

  it("seeds demo users, orders and returns in every status", async () => {
    const jan = one(a, "select * from users where email = 'jan@example.com'");
    expect(await verifyPassword("demo1234", String(jan["password_hash"]))).toBe(true);
    expect(await verifyPassword("wrong", String(jan["password_hash"]))).toBe(false);
    expect(jan["loyalty_points"]).toBe(1500);
    expect(
      one(a, "select password_hash from users where email = 'ghost@example.com'")["password_hash"],
    ).toBeNull();
    const orderStatuses = all(
      a,
      "select distinct status from orders where email = 'jan@example.com'",
    ).map((r) => r["status"]);
    for (const s of ["PENDING", "CANCELED_LOCK", "SENT", "CANCELED", "REALIZED", "RETURN"])
      expect(orderStatuses).toContain(s);
    const returnStatuses = all(a, "select distinct status from returns").map((r) => r["status"]);
    for (const s of ["NEW", "PENDING", "ACCEPTED", "REJECTED", "CANCELED", "SETTLED"])
      expect(returnStatuses).toContain(s);
  });

  it("seeds home sections of every type and promo codes of every type", () => {
    const types = all(a, "select distinct type from home_sections").map((r) => r["type"]);
    for (const t of HOME_SECTION_TYPES) expect(types).toContain(t);
    const codes = all(a, "select code, type from promo_codes").map(
      (r) => `${r["code"]}:${r["type"]}`,
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        "RABAT10:BASKET",
        "MINUS20:BASKET",
        "TRZECI:NTH_PRODUCT",
        "LOYALTY:LOYALTY",
        "STARY:BASKET",
        "TYLKO:BASKET",
      ]),
    );
    expect(one(a, "select count(*) as c from lockers where carrier = 'inpost'")["c"]).toBe(60);
  });

  it("gives each language's slider its slides' headline, text and button as live text in that language", () => {
    const rows = all(a, "select lang, data from home_sections where type = 'slider' order by lang");
    const firstSlide = rows.map((r) => {
      const data = JSON.parse(String(r["data"])) as { resources: Record<string, string>[] };
      const slide = data.resources[0] ?? {};
      return [r["lang"], slide["title"], slide["cta"]];
    });
    expect(firstSlide).toEqual([
      ["de", "Neue Kollektion", "Neuheiten ansehen"],
      ["en", "New collection", "See what's new"],
      ["pl", "Nowa kolekcja", "Zobacz nowości"],
    ]);
  });

  it("shows every product with a studio picture and no Polish-only alt text", () => {
    // The seed stored `alt: name.pl`, so the English and German product pages read the Polish
    // name aloud; without an alt of its own a picture is named by the product's name in the
    // shopper's language (product-view.ts).
    const rows = all(a, "select main_image from products where main_image is not null");
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const image = JSON.parse(String(r["main_image"])) as { url: string; alt?: string };
      expect(image.alt).toBeUndefined();
      expect(image.url).toMatch(/^\/images\/products\/[a-z]+-[1-4]\.jpg$/);
    }
  });

  it("passes SQLite's foreign key check", () => {
    expect(all(a, "pragma foreign_key_check")).toEqual([]);
  });
});
