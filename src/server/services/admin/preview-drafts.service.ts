/**
 * The owner's unsaved settings in the framed preview (issue 31, item 3). The back office keeps
 * a checked settings change under a random token (only its SHA-256 is stored) for an hour and
 * frames `/?preview=true&settingsDraft=<token>`; for such a request, and only for it, the
 * middleware asks `previewSettings` for the stored settings with the draft applied. A request
 * without `preview=true` never looks a token up, and preview pages are private, unindexed and
 * never go through the rendered-page cache (http/preview.ts, http/page-cache/page-serving.ts), so a draft
 * reaches no other request.
 */
import { createHash, randomBytes } from "node:crypto";
import type { SettingsEdit } from "../../../domain/shop/settings-edit";
import type { Settings } from "../../../domain/shop/settings.types";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import {
  deleteExpiredPreviewDrafts,
  findPreviewDraft,
  insertPreviewDraft,
} from "../../repositories/admin/preview-drafts.repository";
import { checkSettingsEdit, settingsWith } from "./settings-admin.service";

export const DRAFT_TTL_MS = 60 * 60 * 1000;

/** A draft token: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Keeps the owner's checked change for an hour; answers its token. */
export async function storeSettingsDraft(ownerId: number, edit: SettingsEdit): Promise<string> {
  const db = await getDb();
  const now = new Date();
  await deleteExpiredPreviewDrafts(db, now);
  const token = randomBytes(32).toString("base64url");
  await insertPreviewDraft(db, {
    tokenHash: hashOf(token),
    ownerId,
    data: JSON.stringify(edit),
    now,
    expiresAt: new Date(now.getTime() + DRAFT_TTL_MS),
  });
  return token;
}

/**
 * The stored settings with the draft of `token` applied, or null (no such draft, expired, or
 * the draft no longer passes the schemas): the caller keeps the stored settings then.
 */
export async function previewSettings(
  token: string,
  stored: Settings,
  now = new Date(),
): Promise<Settings | null> {
  if (!TOKEN.test(token)) return null;
  const row = await findPreviewDraft(await getDb(), hashOf(token), now);
  if (!row) return null;
  const checked = checkSettingsEdit(parseJson<unknown>(row.data, null));
  return checked.ok ? settingsWith(stored, checked.edit) : null;
}
