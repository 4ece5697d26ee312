/**
 * 007 – PostgreSQL only (issue 16): what several storefront instances on one database share.
 * - `rate_limits`: the counters of `rate-limiter-flexible`'s PostgreSQL store (the table
 *   layout that library creates itself; created here so instances never race to create it),
 *   so a limit holds across instances (auth/rate-limit.ts).
 * - Change notifications: any write to the tables that shared pages show (settings with the
 *   catalogue timestamp, products, stock, prices, opinions, home sections, menus, content
 *   pages, popups, categories) sends `NOTIFY storefront_changes` with the table's name, once
 *   per statement. Every instance listens (db/change-feed.ts) and drops its rendered pages and
 *   cached settings at once, and rebuilds its listing index after a catalogue change, whoever
 *   wrote: another instance or an owner's tool writing straight to the database.
 */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { engineOf } from "../engine.ts";

export const CHANGE_CHANNEL = "storefront_changes";

export const WATCHED_TABLES = [
  "settings",
  "products",
  "product_i18n",
  "product_prices",
  "variants",
  "opinions",
  "categories",
  "category_i18n",
  "home_sections",
  "menus",
  "content_pages",
  "popups",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`
    create table rate_limits (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    )`.execute(db);
  await sql`
    create or replace function storefront_notify_change() returns trigger
    language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANGE_CHANNEL)}, tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of WATCHED_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function storefront_notify_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  for (const table of WATCHED_TABLES)
    await sql`drop trigger if exists ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(
      db,
    );
  await sql`drop function if exists storefront_notify_change()`.execute(db);
  await sql`drop table if exists rate_limits`.execute(db);
}
