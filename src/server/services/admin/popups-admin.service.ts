/**
 * The owner's popups (issue 31, item 3; spec 2 §3 Popup): the list, and adding, changing and
 * removing one. A popup is checked with the schema the shop reads popups with
 * (domain/shop/popup.schema.ts); each change is recorded in the audit log (subject
 * `popup:<id>`), then the shop's popup cache is cleared and the shared pages' version bumped,
 * so shoppers get it on their next page.
 */
import { PopupSchema, type PopupData } from "../../../domain/shop/popup.schema";
import { fieldErrors, type FieldError } from "../../../domain/shop/settings.schema";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import { writeTransaction } from "../../db/transaction";
import { audit } from "../../repositories/admin/audit.repository";
import {
  allPopupRows,
  deletePopup,
  insertPopup,
  updatePopup,
} from "../../repositories/shop/popups.repository";
import { sharedPagesChanged } from "../page-version";
import { clearPopupsCache } from "../popups.service";

export interface OwnerPopup {
  id: number;
  active: boolean;
  /** HTML per language, as the owner wrote it. */
  html: Record<string, string>;
  /** Seconds; null for the shop's default. */
  delay: number | null;
}

/** Every popup, oldest first; a stored popup the schema refuses shows empty, to be fixed. */
export async function ownerPopups(): Promise<OwnerPopup[]> {
  const rows = await allPopupRows(await getDb());
  return rows.map((row) => {
    const parsed = PopupSchema.safeParse(parseJson<unknown>(row.data, null));
    return {
      id: row.id,
      active: row.active === 1,
      html: parsed.success ? parsed.data.value.html : {},
      delay: parsed.success ? (parsed.data.options?.delay ?? null) : null,
    };
  });
}

export type PopupResult = { ok: true; id: number } | { ok: false; errors: FieldError[] };

async function changed(): Promise<void> {
  clearPopupsCache();
  await sharedPagesChanged();
}

/** Adds a popup (`id` null) or replaces one; `input` is checked with the popup schema. */
export async function savePopup(
  ownerId: number,
  id: number | null,
  input: unknown,
  active: boolean,
): Promise<PopupResult> {
  const parsed = PopupSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const data: PopupData = parsed.data;
  const result = await writeTransaction(await getDb(), async (trx): Promise<PopupResult> => {
    const json = JSON.stringify(data);
    const saved = id === null ? await insertPopup(trx, json, active) : id;
    if (id !== null && !(await updatePopup(trx, id, json, active)))
      return { ok: false, errors: [{ field: "id", problem: "invalid" }] };
    const langs = Object.keys(data.value.html);
    await audit(trx, ownerId, id === null ? "popup.add" : "popup.edit", `popup:${saved}`, {
      active,
      langs,
      delay: data.options?.delay ?? null,
    });
    return { ok: true, id: saved };
  });
  if (result.ok) await changed();
  return result;
}

/** Removes a popup; false when there was none. */
export async function removePopup(ownerId: number, id: number): Promise<boolean> {
  const removed = await writeTransaction(await getDb(), async (trx) => {
    if (!(await deletePopup(trx, id))) return false;
    await audit(trx, ownerId, "popup.remove", `popup:${id}`);
    return true;
  });
  if (removed) await changed();
  return removed;
}
