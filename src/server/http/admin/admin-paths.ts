/**
 * The back office's paths (issue 31): what is under /admin, and where a login may send the owner
 * on. No imports, so the security headers and the page cache may ask it cheaply.
 */

/** True for `/admin` and every path under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Where a login may send the owner: a path under /admin of this site, else `/admin`. */
export function safeNext(value: string | null | undefined): string {
  if (!value || value.length > 2000) return "/admin";
  // No scheme, no host (`//x`, `/\x`), no control characters: a plain path under /admin.
  if (!/^\/admin(?:[/?#]|$)/.test(value) || /[\\\s]/.test(value)) return "/admin";
  return value;
}
