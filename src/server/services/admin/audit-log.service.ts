/**
 * The audit log page's reads (issue 31): entries newest first, 50 a page, filtered by person,
 * action and day, paged by id; each with its subject's back-office link and its detail as
 * readable lines (domain/admin/audit-entry.ts); and the people and actions to filter by. A
 * failed login for an e-mail no one has is "who" by the e-mail typed.
 */
import { subjectParts } from "../../../domain/admin/audit-actions";
import { detailLines, subjectHref } from "../../../domain/admin/audit-entry";
import { getDb } from "../../db/client";
import {
  auditActions,
  findAuditEntries,
  ownerEmails,
  type AuditFilter,
} from "../../repositories/admin/audit.repository";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  at: string;
  /** The person's e-mail (or the one typed in a failed login); null once they were deleted. */
  who: string | null;
  action: string;
  subject: string;
  href: string | null;
  detail: string[];
}

/** The e-mail a failed login typed (`email:<typed>`), else null. */
function typedEmail(subject: string): string | null {
  const parts = subjectParts(subject);
  return parts?.kind === "email" ? parts.key : null;
}

export async function auditLog(
  filter: AuditFilter,
  before: number | null,
): Promise<{ rows: AuditEntry[]; next: number | null }> {
  const found = await findAuditEntries(await getDb(), filter, before, AUDIT_PAGE_SIZE + 1);
  const page = found.slice(0, AUDIT_PAGE_SIZE);
  return {
    rows: page.map((row) => ({
      at: row.created_at,
      who: row.email ?? typedEmail(row.subject),
      action: row.action,
      subject: row.subject,
      href: subjectHref(row.subject),
      detail: detailLines(row.detail),
    })),
    next: found.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The e-mails and actions the filters offer. */
export async function auditFilterChoices(): Promise<{ emails: string[]; actions: string[] }> {
  const db = await getDb();
  const [emails, actions] = await Promise.all([ownerEmails(db), auditActions(db)]);
  return { emails, actions };
}
