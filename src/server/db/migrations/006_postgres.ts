/**
 * 006 – PostgreSQL only (issue 16; SQLite is left as it is):
 * - JSON columns become `jsonb` (checked on write; the pool hands them back as text, so the
 *   code reads them as it reads SQLite's TEXT JSON: postgres.ts);
 * - full-text search: `product_fts` is a plain table (one row per product and language, the
 *   same columns as SQLite's FTS5 table) with a stored `tsvector`: names weighted A, codes B,
 *   descriptions D, each run through `unaccent` (ą→a, ł→l, ß→ss, ü→u) and the language's
 *   text search configuration (english, german; `simple` for Polish, which PostgreSQL has no
 *   stemmer for), under a GIN index. product-ids.repository.ts queries it.
 */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { engineOf } from "../engine.ts";

/** Every JSON column (schema.ts `JsonText`), by table. */
export const JSON_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  settings: ["value"],
  categories: ["hierarchy"],
  products: [
    "main_image",
    "images",
    "lang_vat",
    "options",
    "badges",
    "personalization",
    "components",
    "linked",
    "advanced_options",
    "additional_description",
  ],
  product_i18n: ["description"],
  product_prices: ["variants", "custom_rules"],
  variants: ["attributes", "images"],
  users: ["address", "company_details"],
  baskets: ["payload"],
  orders: ["products", "address", "delivery", "payment", "total", "stock_taken"],
  returns: ["pickup_price", "products"],
  delivery_methods: ["name", "data"],
  payment_methods: ["name", "data"],
  promo_codes: ["discount", "allowed_products"],
  home_sections: ["data"],
  menus: ["data"],
  popups: ["data"],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  for (const [table, columns] of Object.entries(JSON_COLUMNS)) {
    for (const column of columns) {
      const t = sql.table(table);
      const c = sql.ref(column);
      const old = await sql<{ d: string | null }>`
        select column_default as d from information_schema.columns
        where table_name = ${table} and column_name = ${column}`.execute(db);
      const dflt = old.rows[0]?.d ?? null;
      if (dflt !== null) await sql`alter table ${t} alter column ${c} drop default`.execute(db);
      await sql`alter table ${t} alter column ${c} type jsonb using ${c}::jsonb`.execute(db);
      if (dflt !== null)
        await sql`alter table ${t} alter column ${c} set default ${sql.raw(dflt)}::jsonb`.execute(
          db,
        );
    }
  }

  await sql`create extension if not exists unaccent`.execute(db);
  // Generated columns need immutable functions; unaccent() is only stable because its
  // dictionary could change, which this shop never does. Both wrappers name their schema.
  await sql`
    create or replace function storefront_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
  await sql`
    create or replace function storefront_search_config(text) returns regconfig
    language sql immutable parallel safe
    as $$ select case $1 when 'en' then 'pg_catalog.english'::regconfig
                         when 'de' then 'pg_catalog.german'::regconfig
                         else 'pg_catalog.simple'::regconfig end $$`.execute(db);
  await sql`
    create table product_fts (
      product_id integer not null references products(id) on delete cascade,
      lang text not null,
      name text not null default '',
      codes text not null default '',
      body text not null default '',
      doc tsvector generated always as (
        setweight(to_tsvector(storefront_search_config(lang), storefront_unaccent(name)), 'A') ||
        setweight(to_tsvector('pg_catalog.simple'::regconfig, storefront_unaccent(codes)), 'B') ||
        setweight(to_tsvector(storefront_search_config(lang), storefront_unaccent(body)), 'D')
      ) stored,
      primary key (product_id, lang)
    )`.execute(db);
  await sql`create index product_fts_doc_idx on product_fts using gin (doc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`drop table if exists product_fts`.execute(db);
  await sql`drop function if exists storefront_search_config(text)`.execute(db);
  await sql`drop function if exists storefront_unaccent(text)`.execute(db);
  for (const [table, columns] of Object.entries(JSON_COLUMNS))
    for (const column of columns)
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type text using ${sql.ref(column)}::text`.execute(
        db,
      );
}
