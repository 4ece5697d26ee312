/**
 * The catalogue's CSV export and import (issue 31, item 6).
 *
 * Import in two steps. `previewImport` reads the file, checks every line against the catalogue
 * and keeps the plan in this process for 30 minutes under a random id, bound to the owner who
 * uploaded it; nothing is written. `confirmImport` applies exactly that plan in one
 * transaction: it plans the same lines again against the catalogue as it is inside the
 * transaction and refuses ("changed") unless the result is the plan the owner saw, so a price,
 * stock or name changed in between is never overwritten unseen. Then the catalogue timestamp
 * moves, each changed product gets an audit row (`product:<id>`, its changes) and the shop
 * shows the change at once (catalogue-change.ts). A preview kept by another instance, or
 * expired, is "expired": upload the file again.
 */
import { randomUUID } from "node:crypto";
import {
  readCatalogueCsv,
  writeCatalogueCsv,
} from "../../../domain/catalogue-import/catalogue-csv";
import type { ImportPlan } from "../../../domain/catalogue-import/catalogue-import.types";
import { missingColumns, planImport } from "../../../domain/catalogue-import/catalogue-plan";
import { getDb } from "../../db/client";
import { writeTransaction, type Executor } from "../../db/transaction";
import { getSettings } from "../settings.service";
import { recordAudit } from "./audit.service";
import { applyPlan } from "./catalogue-apply";
import { catalogueChanged } from "./catalogue-change";
import { catalogueSnapshot, exportRows } from "./catalogue-snapshot";
import type { CsvFile } from "../../../domain/catalogue-import/catalogue-csv";

const KEEP_MS = 30 * 60_000;
const MAX_KEPT = 20;

interface KeptPreview {
  ownerId: number;
  at: number;
  file: CsvFile;
  plan: ImportPlan;
}
const previews = new Map<string, KeptPreview>();

async function shopLangs(): Promise<string[]> {
  const settings = await getSettings();
  const langs = settings.langs.map((l) => l.code);
  return [settings.baseLang, ...langs.filter((l) => l !== settings.baseLang)];
}

/** The whole catalogue as the CSV file (with its byte-order mark); the export is audited. */
export async function exportCatalogue(ownerId: number | null, address: string): Promise<string> {
  const { columns, rows } = exportRows(await catalogueSnapshot(await getDb(), await shopLangs()));
  await recordAudit(ownerId, "catalogue.export", "catalogue", { products: rows.length, address });
  return writeCatalogueCsv(columns, rows);
}

export type PreviewResult =
  | { ok: true; id: string; plan: ImportPlan }
  | {
      ok: false;
      error: "empty" | "malformed" | "columns";
      line?: number | undefined;
      columns?: string[];
    };

export async function previewImport(
  ownerId: number,
  text: string,
  now = Date.now(),
): Promise<PreviewResult> {
  const read = readCatalogueCsv(text);
  if (!read.ok) return { ok: false, error: read.error, line: read.line };
  const langs = await shopLangs();
  const missing = missingColumns(read.columns, langs);
  if (missing.length > 0) return { ok: false, error: "columns", columns: missing };
  const file: CsvFile = { columns: read.columns, records: read.records };
  const plan = planImport(file, await catalogueSnapshot(await getDb(), langs));
  for (const [key, kept] of previews)
    if (now - kept.at > KEEP_MS || previews.size >= MAX_KEPT) previews.delete(key);
  const id = randomUUID();
  previews.set(id, { ownerId, at: now, file, plan });
  return { ok: true, id, plan };
}

/** A kept preview of this owner, or null. */
export function keptPreview(ownerId: number, id: string, now = Date.now()): ImportPlan | null {
  const kept = previews.get(id);
  if (!kept || kept.ownerId !== ownerId || now - kept.at > KEEP_MS) return null;
  return kept.plan;
}

export type ConfirmResult =
  { ok: true; changed: number } | { ok: false; error: "expired" | "changed" };

export async function confirmImport(
  ownerId: number,
  id: string,
  now = Date.now(),
): Promise<ConfirmResult> {
  const kept = previews.get(id);
  if (!kept || kept.ownerId !== ownerId || now - kept.at > KEEP_MS)
    return { ok: false, error: "expired" };
  const langs = await shopLangs();
  const seen = JSON.stringify(kept.plan);
  const applied = await writeTransaction(await getDb(), async (trx: Executor) => {
    const plan = planImport(kept.file, await catalogueSnapshot(trx, langs));
    if (JSON.stringify(plan) !== seen) return false;
    await applyPlan(trx, ownerId, plan, langs, new Date(now));
    return true;
  });
  if (!applied) return { ok: false, error: "changed" };
  previews.delete(id);
  await catalogueChanged();
  return { ok: true, changed: kept.plan.updates.length };
}
