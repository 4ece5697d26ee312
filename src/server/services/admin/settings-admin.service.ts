/**
 * The owner's shop settings (issue 31, item 3). A change from the back office's form is
 * checked with the stored document's own schemas (domain/shop/settings-edit.ts), then either
 * - saved: in one transaction the stored document is read, the change applied and the whole
 *   document checked again, written, recorded in the audit log (subject `settings`, detail the
 *   changed keys) and the owner's preview drafts deleted; afterwards the settings cache is
 *   cleared and the shared pages' version bumped, so shoppers see it at once; or
 * - kept as a preview draft (preview-drafts.service.ts) for the framed preview.
 * A refused change writes nothing and names its fields.
 */
import {
  applySettingsEdit,
  changedKeys,
  SettingsEditSchema,
  type SettingsEdit,
} from "../../../domain/shop/settings-edit";
import { fieldErrors, SettingsSchema, type FieldError } from "../../../domain/shop/settings.schema";
import type { Settings } from "../../../domain/shop/settings.types";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import { writeTransaction } from "../../db/transaction";
import { audit } from "../../repositories/admin/audit.repository";
import { deleteOwnerPreviewDrafts } from "../../repositories/admin/preview-drafts.repository";
import { settingValue, updateSettingValue } from "../../repositories/shop/settings.repository";
import { sharedPagesChanged } from "../page-version";
import { clearSettingsCache } from "../settings.service";

export type Checked = { ok: true; edit: SettingsEdit } | { ok: false; errors: FieldError[] };

/** The owner's change, checked (nothing is written). */
export function checkSettingsEdit(input: unknown): Checked {
  const parsed = SettingsEditSchema.safeParse(input);
  return parsed.success
    ? { ok: true, edit: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

/** The stored settings with `edit` applied, checked as a whole; null when they do not pass. */
export function settingsWith(stored: Settings, edit: SettingsEdit): Settings | null {
  const next = SettingsSchema.safeParse(applySettingsEdit(stored, edit));
  return next.success ? next.data : null;
}

export type SaveResult = { ok: true; changed: string[] } | { ok: false; errors: FieldError[] };

/** Saves the owner's change of the settings (see the module's comment). */
export async function saveSettings(ownerId: number, input: unknown): Promise<SaveResult> {
  const checked = checkSettingsEdit(input);
  if (!checked.ok) return checked;
  const result = await writeTransaction(await getDb(), async (trx): Promise<SaveResult> => {
    const stored = parseJson<unknown>(await settingValue(trx, "shop"), null);
    const current = SettingsSchema.safeParse(stored);
    if (!current.success) return { ok: false, errors: fieldErrors(current.error) };
    const next = SettingsSchema.safeParse(applySettingsEdit(current.data, checked.edit));
    if (!next.success) return { ok: false, errors: fieldErrors(next.error) };
    const changed = changedKeys(current.data, next.data);
    if (changed.length > 0) {
      await updateSettingValue(trx, "shop", JSON.stringify(next.data), new Date());
      await audit(trx, ownerId, "settings.update", "settings", { changed });
    }
    await deleteOwnerPreviewDrafts(trx, ownerId);
    return { ok: true, changed };
  });
  if (result.ok && result.changed.length > 0) {
    clearSettingsCache();
    await sharedPagesChanged();
  }
  return result;
}
