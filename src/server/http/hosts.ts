/**
 * Which `Host` headers the shop answers (issue 15). Absolute links in shared,
 * cacheable pages (canonical, hreflang, sitemaps) are built from the request's
 * host, so a forged `Host: evil.example` must never render a page: only
 * configured hosts are served, anything else gets 400 before any work.
 *
 * Allowed: loopback names (`localhost`, `127.0.0.1`, `[::1]`, any port: local
 * health checks and development), the host of `SITE_URL`, every host of
 * `ALLOWED_HOSTS` (comma-separated, e.g. `shop.example,www.shop.example`;
 * `*.shop.example` allows its subdomains), and each language's own domain
 * (settings `langs[].domain` or `BASE_URL_<LANG>`). Ports are ignored, since a
 * reverse proxy may or may not pass them on.
 */
import { domainForLang, type LangConfig } from "../../i18n/routing";

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/** A host header's name without its port, lower-cased; null when it is not a well-formed host. */
export function hostName(header: string | null): string | null {
  if (!header || header.length > 255) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,62}\.?)*)(?::(\d{1,5}))?$/i.exec(header);
  if (!match?.[1]) return null;
  if (match[2] !== undefined && Number(match[2]) > 65_535) return null;
  return match[1].toLowerCase().replace(/\.$/, "");
}

function hostsOf(list: string | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
    .map((h) => (/^[a-z][a-z0-9+.-]*:\/\//.test(h) ? (hostName(new URL(h).host) ?? "") : h))
    .map((h) => (h.startsWith("*.") ? h : (hostName(h) ?? "")))
    .filter(Boolean);
}

/** The allowed host names (and `*.` patterns) for this environment and language setup. */
export function allowedHosts(
  env: Record<string, string | undefined>,
  config: LangConfig,
): readonly string[] {
  const domains = config.langs
    .map((l) => domainForLang(config, l.code))
    .filter((d): d is string => d !== null)
    .map((d) => hostName(d) ?? "");
  return [
    ...LOOPBACK,
    ...hostsOf(env["SITE_URL"]),
    ...hostsOf(env["ALLOWED_HOSTS"]),
    ...domains.filter(Boolean),
  ];
}

export function isAllowedHost(header: string | null, allowed: readonly string[]): boolean {
  const name = hostName(header);
  if (name === null) return false;
  return allowed.some((a) => (a.startsWith("*.") ? name.endsWith(a.slice(1)) : a === name));
}
