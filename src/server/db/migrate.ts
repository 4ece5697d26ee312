/**
 * Migrations with a static provider: every migration module is imported here
 * explicitly (no filesystem scanning), so this works when bundled by Vite.
 * Add new migrations to {@link MIGRATIONS} with a sortable name.
 */
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import type { Migration, MigrationProvider, MigrationResultSet } from "kysely/migration";
import * as m001 from "./migrations/001_initial.ts";
import * as m002 from "./migrations/002_order_stock.ts";
import * as m003 from "./migrations/003_mail_opens.ts";
import * as m004 from "./migrations/004_basket_owner.ts";
import * as m005 from "./migrations/005_mail_retry.ts";
import * as m006 from "./migrations/006_postgres.ts";
import * as m007 from "./migrations/007_shared_instances.ts";
import * as m008 from "./migrations/008_order_request_digest.ts";
import * as m009 from "./migrations/009_payment_attempts.ts";
import * as m010 from "./migrations/010_owners.ts";
import * as m011 from "./migrations/011_order_tracking.ts";
import * as m012 from "./migrations/012_content_drafts.ts";
import * as m013 from "./migrations/013_return_decisions.ts";
import * as m014 from "./migrations/014_preview_drafts.ts";
import * as m015 from "./migrations/015_opinions_by_language.ts";
import * as m016 from "./migrations/016_order_vat_fields.ts";
import * as m017 from "./migrations/017_order_back_office.ts";

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "001_initial": m001,
  "002_order_stock": m002,
  "003_mail_opens": m003,
  "004_basket_owner": m004,
  "005_mail_retry": m005,
  "006_postgres": m006,
  "007_shared_instances": m007,
  "008_order_request_digest": m008,
  "009_payment_attempts": m009,
  "010_owners": m010,
  "011_order_tracking": m011,
  "012_content_drafts": m012,
  "013_return_decisions": m013,
  "014_preview_drafts": m014,
  "015_opinions_by_language": m015,
  "016_order_vat_fields": m016,
  "017_order_back_office": m017,
};

const provider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};

function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider });
}

function check(result: MigrationResultSet): MigrationResultSet {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error");
    const cause = result.error instanceof Error ? result.error : new Error(String(result.error));
    throw new Error(
      `Database migration failed${failed ? ` in ${failed.migrationName}` : ""}: ${cause.message}`,
      { cause },
    );
  }
  return result;
}

/** Applies all pending migrations; throws on failure. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<MigrationResultSet> {
  return check(await migrator(db).migrateToLatest());
}
