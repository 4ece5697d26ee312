/**
 * Which `Host` headers the shop answers (issue 15): only configured hosts are
 * served, anything else gets 400 before any work. Absolute links never come
 * from the request's host (they are built on `SITE_URL` and the language
 * domains: i18n/routing.ts `absoluteHref`, issue 27), so an accepted host
 * (loopback, a `*.` match) never appears in a page or an e-mail either.
 *
 * Allowed: loopback names (`localhost`, `127.0.0.1`, `[::1]`, any port: local
 * health checks and development), the host of `SITE_URL`, every host of
 * `ALLOWED_HOSTS` (comma-separated, e.g. `shop.example,www.shop.example`;
 * `*.shop.example` allows its subdomains), and each language's own domain
 * (settings `langs[].domain` or `BASE_URL_<LANG>`). Ports are ignored, since a
 * reverse proxy may or may not pass them on.
 */
import { domainForLang, type LangConfig } from "../../i18n/routing";
import { hostName } from "./host-name.mjs";

export { hostName };

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

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
