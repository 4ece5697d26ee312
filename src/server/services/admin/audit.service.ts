/**
 * The audit log's service side (issue 31): a change made outside a transaction records itself
 * here; inside one, call the repository's `audit(trx, …)` with the transaction instead.
 */
import type { AuditAction } from "../../../domain/admin/audit-actions";
import { getDb } from "../../db/client";
import { audit } from "../../repositories/admin/audit.repository";

/** Records that `ownerId` did `action` to `subject`, with `detail` as JSON. */
export async function recordAudit(
  ownerId: number | null,
  action: AuditAction,
  subject: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await audit(await getDb(), ownerId, action, subject, detail);
}
