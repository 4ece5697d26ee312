/**
 * Shop settings and the catalogue timestamp, read through a short in-process
 * cache so that every request can use them without a query. The stored document is checked
 * with the schema the back office saves it with (domain/shop/settings.schema.ts): a document
 * that fails it is refused with the field named, as a missing one is.
 */
import type { Settings } from "../../domain/shop/settings.types";
import { createHash } from "node:crypto";
import { onDatabaseChange } from "../db/change-feed";
import { getDb } from "../db/client";
import { parseJson } from "../db/json";
import { issueField, SettingsSchema } from "../../domain/shop/settings.schema";
import { settingValue } from "../repositories/shop/settings.repository";
import { memo } from "./memo";

const SETTINGS_TTL_MS = 10_000;

const TIMESTAMP_CHECK_MS = 5_000;

interface VersionedSettings {
  settings: Settings;
  /** A digest of the stored document: changes whenever any setting does. */
  version: string;
}

const settingsMemo = memo(SETTINGS_TTL_MS, async (): Promise<VersionedSettings> => {
  const value = await settingValue(await getDb(), "shop");
  const stored = parseJson<unknown>(value, null);
  if (!stored) throw new Error("Shop settings are missing");
  const checked = SettingsSchema.safeParse(stored);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`Shop settings are invalid at ${issue ? issueField(issue) : "?"}`);
  }
  const settings = checked.data;
  const version = createHash("sha1")
    .update(value ?? "")
    .digest("base64url")
    .slice(0, 12);
  return { settings, version };
});

export async function getSettings(): Promise<Settings> {
  return (await settingsMemo.get(undefined)).settings;
}

/**
 * Changes when the stored settings do: within about a second of another process's write on
 * either engine (db/change-feed.ts); the settings cache's 10 s bound the rest.
 */
export async function getSettingsVersion(): Promise<string> {
  return (await settingsMemo.get(undefined)).version;
}

/** Epoch ms of the last catalogue change (spec 1 §4, basket integrity refresh). */
export async function getProductsTimestamp(): Promise<number> {
  return parseJson<number>(await settingValue(await getDb(), "productsTimestamp"), 0);
}

const timestampMemo = memo(TIMESTAMP_CHECK_MS, () => getProductsTimestamp());

/** The catalogue timestamp as last read (at most 5 s old): for caches keyed on the catalogue. */
export function cachedProductsTimestamp(): Promise<number> {
  return timestampMemo.get(undefined);
}

export function clearSettingsCache(): void {
  settingsMemo.clear();
  timestampMemo.clear();
}

// Another instance (or the owner's tool) changed the settings or the catalogue timestamp
// on the shared PostgreSQL database, or another process wrote the SQLite file: read them
// again now, not after the caches' TTLs.
onDatabaseChange((table) => {
  if (table === "settings" || table === "*") clearSettingsCache();
});
