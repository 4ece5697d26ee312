/**
 * The back office's audit log (issue 31): one row per change an owner made, written in the
 * same transaction as the change when given its `trx`.
 */
import type { Executor } from "../../db/transaction.ts";

/**
 * Records that `ownerId` did `action` to `subject` (e.g. `"order.ship"`, `"order:2026/11/22/A1"`),
 * with `detail` kept as JSON.
 */
export async function audit(
  db: Executor,
  ownerId: number | null,
  action: string,
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
