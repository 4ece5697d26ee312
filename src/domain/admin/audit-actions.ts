/**
 * What the back office's audit log records (issue 31; issue 44 item 15): every action is one of
 * these keys, and the log page names each in words in the back office's language (a label per
 * key and language, features/admin/audit-actions.messages.ts, checked by its test). A new
 * audited action is added here first: `audit()` takes nothing else.
 */
export const AUDIT_ACTIONS = [
  "login",
  "login.failed",
  "login.lockout",
  "logout",
  "order.ship",
  "order.realize",
  "order.cancel",
  "order.markPaid",
  "return.accept",
  "return.reject",
  "return.settle",
  "return.retryRefund",
  "return.refundSent",
  "product.price",
  "product.stock",
  "product.archive",
  "product.unarchive",
  "product.import",
  "catalogue.import",
  "catalogue.export",
  "content.publish",
  "content.restore",
  "content.discard",
  "settings.update",
  "popup.add",
  "popup.edit",
  "popup.remove",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The action a composed key names (`order.${move}`), or null when it is none of them. */
export function auditActionOf(value: string): AuditAction | null {
  return isAuditAction(value) ? value : null;
}

/** What an entry is about: `order:<no>`, `settings`, `email:<typed e-mail>` (a failed login)… */
export const AUDIT_SUBJECTS = [
  "order",
  "return",
  "product",
  "popup",
  "owner",
  "email",
  "settings",
  "content",
  "catalogue",
] as const;

export type AuditSubjectKind = (typeof AUDIT_SUBJECTS)[number];

function isSubjectKind(value: string): value is AuditSubjectKind {
  return (AUDIT_SUBJECTS as readonly string[]).includes(value);
}

/** A subject's kind and key (`order:2026/11/22/A1` → order, 2026/11/22/A1); null if unknown. */
export function subjectParts(subject: string): { kind: AuditSubjectKind; key: string } | null {
  const colon = subject.indexOf(":");
  const kind = colon < 0 ? subject : subject.slice(0, colon);
  const key = colon < 0 ? "" : subject.slice(colon + 1);
  return isSubjectKind(kind) ? { kind, key } : null;
}
