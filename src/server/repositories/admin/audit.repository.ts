/**
 * The back office's audit log (issue 31): one row per change an owner made, written in the
 * same transaction as the change when given its `trx`; and, since issue 44, what happens at
 * its door and to its data (failed logins, lockouts, logouts, exports). Its actions are a
 * closed list (domain/admin/audit-actions.ts), each named in words on the log page.
 */
import type { AuditAction } from "../../../domain/admin/audit-actions.ts";
import type { Executor } from "../../db/transaction.ts";

/**
 * Records that `ownerId` did `action` to `subject` (e.g. `"order.ship"`, `"order:2026/11/22/A1"`),
 * with `detail` kept as JSON.
 */
export async function audit(
  db: Executor,
  ownerId: number | null,
  action: AuditAction,
  subject: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      owner_id: ownerId,
      action,
      subject,
      detail: JSON.stringify(detail),
      created_at: new Date().toISOString(),
    })
    .execute();
}

export interface AuditFilter {
  /** An owner's e-mail (lower case). */
  email?: string | undefined;
  action?: string | undefined;
  /** ISO bounds: from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditRow {
  id: number;
  created_at: string;
  email: string | null;
  action: string;
  subject: string;
  detail: string;
}

/**
 * The log newest first, filtered, paged by id (keyset: `before` is the last id shown), so a
 * long log pages as fast at its end as at its start.
 */
export async function findAuditEntries(
  db: Executor,
  filter: AuditFilter,
  before: number | null,
  limit: number,
): Promise<AuditRow[]> {
  let query = db
    .selectFrom("audit_log")
    .leftJoin("owners", "owners.id", "audit_log.owner_id")
    .select([
      "audit_log.id",
      "audit_log.created_at",
      "owners.email",
      "audit_log.action",
      "audit_log.subject",
      "audit_log.detail",
    ]);
  if (filter.email) query = query.where("owners.email", "=", filter.email);
  if (filter.action) query = query.where("audit_log.action", "=", filter.action);
  if (filter.from) query = query.where("audit_log.created_at", ">=", filter.from);
  if (filter.to) query = query.where("audit_log.created_at", "<", filter.to);
  if (before !== null) query = query.where("audit_log.id", "<", before);
  return query.orderBy("audit_log.id", "desc").limit(limit).execute();
}

/** The actions the log holds, for the filter (a few dozen kinds at most). */
export async function auditActions(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select("action")
    .distinct()
    .orderBy("action")
    .execute();
  return rows.map((r) => r.action);
}

/** The e-mails of the back office's people, for the filter. */
export async function ownerEmails(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom("owners").select("email").orderBy("email").execute();
  return rows.map((r) => r.email);
}
