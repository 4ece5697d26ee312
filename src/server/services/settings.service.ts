/**
 * Shop settings and the catalogue timestamp, read through a short in-process
 * cache so that every request can use them without a query.
 */
import type { Settings } from "../../domain/settings.types";
import { getDb } from "../db/client";
import { parseJson } from "../db/json";
import { memo } from "./memo";

const SETTINGS_TTL_MS = 10_000;

const settingsMemo = memo(SETTINGS_TTL_MS, async (): Promise<Settings> => {
  const db = await getDb();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "shop")
    .executeTakeFirst();
  const settings = parseJson<Settings | null>(row?.value, null);
  if (!settings) throw new Error("Shop settings are missing");
  return settings;
});

export function getSettings(): Promise<Settings> {
  return settingsMemo.get(undefined);
}

/** Epoch ms of the last catalogue change (spec 1 §4, basket integrity refresh). */
export async function getProductsTimestamp(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "productsTimestamp")
    .executeTakeFirst();
  return parseJson<number>(row?.value, 0);
}

export function clearSettingsCache(): void {
  settingsMemo.clear();
}
