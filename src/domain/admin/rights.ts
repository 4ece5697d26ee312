/**
 * What each kind of back-office person may do (issue 31). An owner may do everything; staff run
 * the shop's daily work (orders, returns, products' prices, stock and archive) but do not change
 * what every shopper sees on the home page, menu and footer, the shop's settings, import a
 * catalogue file or read the audit log.
 *
 * Each area of the back office lives under one path (`AREA_PATHS`); the gate refuses a person
 * without the area's right (403) before the page runs, and the navigation hides it.
 */
export type OwnerRole = "owner" | "staff";

export const ADMIN_RIGHTS = [
  "orders",
  "returns",
  "catalogue",
  "catalogueImport",
  "content",
  "settings",
  "audit",
] as const;
export type AdminRight = (typeof ADMIN_RIGHTS)[number];

const STAFF: ReadonlySet<AdminRight> = new Set(["orders", "returns", "catalogue"]);

/** True when a person of `role` has `right`. */
export function can(role: OwnerRole, right: AdminRight): boolean {
  return role === "owner" || STAFF.has(right);
}

/** The right each back-office area needs, by its path; the longest prefix wins. */
const AREA_PATHS: readonly (readonly [string, AdminRight])[] = [
  ["/admin/orders", "orders"],
  ["/admin/returns", "returns"],
  ["/admin/catalogue/import", "catalogueImport"],
  ["/admin/catalogue", "catalogue"],
  ["/admin/content", "content"],
  ["/admin/settings", "settings"],
  ["/admin/audit", "audit"],
];

/** The right a back-office path needs, or null for the ones everybody may open (home, login). */
export function rightForPath(pathname: string): AdminRight | null {
  let best: readonly [string, AdminRight] | null = null;
  for (const area of AREA_PATHS) {
    const [prefix] = area;
    const inside = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (inside && (!best || prefix.length > best[0].length)) best = area;
  }
  return best ? best[1] : null;
}
