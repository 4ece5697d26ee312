/**
 * The back office's navigation (issue 31): one entry per area, in order, with the right it
 * needs (domain/admin/rights.ts); the layout shows a person only the areas they may open.
 */
import type { AdminRight } from "../../domain/admin/rights";
import type { MessageKey } from "../messages";

export interface AdminNavEntry {
  href: string;
  label: MessageKey;
  right: AdminRight | null;
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { href: "/admin", label: "admin.nav.home", right: null },
  { href: "/admin/orders", label: "admin.nav.orders", right: "orders" },
  { href: "/admin/returns", label: "admin.nav.returns", right: "returns" },
  { href: "/admin/catalogue", label: "admin.nav.catalogue", right: "catalogue" },
  { href: "/admin/content", label: "adminContent.nav", right: "content" },
  { href: "/admin/settings", label: "admin.nav.settings", right: "settings" },
  { href: "/admin/audit", label: "admin.nav.audit", right: "audit" },
];

/** True when `path` is the entry's page or one below it (home only for itself). */
export function isCurrent(entry: AdminNavEntry, path: string): boolean {
  if (entry.href === "/admin") return path === "/admin";
  return path === entry.href || path.startsWith(`${entry.href}/`);
}
