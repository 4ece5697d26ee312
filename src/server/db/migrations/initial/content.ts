/**
 * The initial schema (../001_initial.ts): the owner's content and the search index.
 * Column semantics and JSON shapes are documented in ../../schema.ts.
 */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { TEXT, INT, flag, nn, zero, emptyText, surrogateKey } from "./columns.ts";

/** The owner's content: home sections, menus, content pages, popups and uploads. */
export async function createContent(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  const id = surrogateKey(sqlite);

  // ------------------------------------------------------------ content
  await id(db.schema.createTable("home_sections"))
    .addColumn("lang", TEXT)
    .addColumn("sort_order", INT, zero)
    .addColumn("type", TEXT, nn)
    .addColumn("data", TEXT, (c) => c.notNull().defaultTo("{}"))
    .addColumn("active", INT, flag(1))
    .execute();
  await db.schema
    .createIndex("home_sections_order_idx")
    .on("home_sections")
    .column("sort_order")
    .execute();

  await id(db.schema.createTable("menus"))
    .addColumn("key", TEXT, (c) => c.notNull().defaultTo("main"))
    .addColumn("lang", TEXT, nn)
    .addColumn("data", TEXT, (c) => c.notNull().defaultTo("[]"))
    .addUniqueConstraint("menus_key_lang_uq", ["key", "lang"])
    .execute();

  await id(db.schema.createTable("content_pages"))
    .addColumn("page_key", TEXT, nn)
    .addColumn("lang", TEXT, nn)
    .addColumn("url", TEXT, nn)
    .addColumn("title", TEXT, nn)
    .addColumn("html", TEXT, emptyText)
    .addUniqueConstraint("content_pages_url_uq", ["lang", "url"])
    .addUniqueConstraint("content_pages_key_uq", ["page_key", "lang"])
    .execute();

  await id(db.schema.createTable("popups"))
    .addColumn("data", TEXT, nn)
    .addColumn("active", INT, flag(1))
    .execute();

  await db.schema
    .createTable("uploads")
    .addColumn("id", TEXT, (c) => c.primaryKey())
    .addColumn("original_name", TEXT, nn)
    .addColumn("mime", TEXT, nn)
    .addColumn("size", INT, nn)
    .addColumn("path", TEXT, nn)
    .addColumn("created_at", TEXT, nn)
    .execute();
}

/** The products' full-text search index (SQLite only). */
export async function createSearchIndex(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  if (sqlite) {
    // SQLite only: an FTS5 index, one row per (product, language). `name` and
    // `codes` are weighted by the search service (bm25 column weights); `body`
    // holds folded name + description text (see ../../fts.ts). PostgreSQL will
    // get a tsvector column + GIN index in its own migration instead.
    await sql`
      create virtual table product_fts using fts5(
        name, codes, body,
        lang unindexed, product_id unindexed,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      )
    `.execute(db);
  }
}
