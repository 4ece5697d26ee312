// @ts-check
/**
 * The name in a `Host` header (issue 15), shared by the start script (which refuses a
 * malformed `Host` before the adapter can trip over it: issue 27) and the app's allowlist
 * (hosts.ts). Plain JavaScript so that both can import it.
 */

/**
 * A host header's name without its port, lower-cased; null when it is not a well-formed host
 * (userinfo, spaces, a port over 65535, anything but a DNS name or a bracketed IPv6 address).
 * @param {string | null | undefined} header
 * @returns {string | null}
 */
export function hostName(header) {
  if (!header || header.length > 255) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,62}\.?)*)(?::(\d{1,5}))?$/i.exec(header);
  if (!match?.[1]) return null;
  if (match[2] !== undefined && Number(match[2]) > 65_535) return null;
  return match[1].toLowerCase().replace(/\.$/, "");
}
