/**
 * Language routing. A language is chosen, in order, by:
 * 1. the request host, when a language has its own domain or subdomain
 *    (settings `langs[].domain`, or env `BASE_URL_<LANG>` which wins);
 * 2. a path prefix `/{lang}/...` for non-base languages (works on localhost);
 * 3. otherwise the base language, with no prefix.
 * Links to a language use its domain when it has one, else the prefix.
 */
import type { LanguageSetting } from "../domain/settings.types";

export interface LangConfig {
  baseLang: string;
  langs: LanguageSetting[];
  /** Absolute base URL per language from the environment, e.g. `{ en: "https://en.shop.example" }`. */
  baseUrls?: Record<string, string> | undefined;
}

export interface ResolvedLang {
  lang: string;
  /** The path without the language prefix, always starting with `/`. */
  path: string;
  /** Whether the request carried a language prefix that must be stripped. */
  prefixed: boolean;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The host that serves a language exclusively, if any. */
export function domainForLang(config: LangConfig, lang: string): string | null {
  const fromEnv = config.baseUrls?.[lang];
  if (fromEnv) return hostOf(fromEnv);
  const setting = config.langs.find((l) => l.code === lang);
  return setting?.domain ? setting.domain.toLowerCase() : null;
}

export function resolveLang(config: LangConfig, host: string, pathname: string): ResolvedLang {
  const requestHost = host.toLowerCase();
  for (const l of config.langs) {
    if (domainForLang(config, l.code) === requestHost) {
      return { lang: l.code, path: pathname, prefixed: false };
    }
  }
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match) {
    const code = match[1] ?? "";
    const isLang = config.langs.some((l) => l.code === code);
    if (isLang && code !== config.baseLang && !domainForLang(config, code)) {
      return { lang: code, path: match[2] ?? "/", prefixed: true };
    }
  }
  return { lang: config.baseLang, path: pathname, prefixed: false };
}

/**
 * Where a language-prefixed request is rewritten to: its path without the
 * prefix, as a URL. The request's path arrives decoded, so a `%`, `?` or `#`
 * in it (from `%25`, `%3F`, `%23`) is escaped again: `/en/c/%25` answered 500
 * ("Invalid URL encoding") when the rewrite read `/c/%` as a URL.
 */
export function rewriteTarget(path: string, search: string): string {
  return `${path.replace(/[%?#]/g, (c) => encodeURIComponent(c))}${search}`;
}

/**
 * A link to `path` (starting with `/`) in `lang`. Absolute when the language
 * lives on another host than the current request, relative otherwise.
 */
export function localizedHref(
  config: LangConfig,
  lang: string,
  path: string,
  currentHost?: string,
): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  const fromEnv = config.baseUrls?.[lang];
  const domain = domainForLang(config, lang);
  if (domain) {
    if (currentHost && domain === currentHost.toLowerCase()) return clean;
    const origin = fromEnv ? new URL(fromEnv).origin : `https://${domain}`;
    return `${origin}${clean}`;
  }
  const baseDomain = domainForLang(config, config.baseLang);
  const needsOrigin = baseDomain && currentHost && baseDomain !== currentHost.toLowerCase();
  const origin = needsOrigin
    ? config.baseUrls?.[config.baseLang]
      ? new URL(config.baseUrls[config.baseLang] ?? "").origin
      : `https://${baseDomain}`
    : "";
  if (lang === config.baseLang) return `${origin}${clean}`;
  return `${origin}/${lang}${clean === "/" ? "" : clean}`;
}

/**
 * The absolute address of `path` in `lang` (canonical links, sitemaps,
 * structured data, e-mailed links): `localizedHref` resolved against the
 * request's origin (or URL), so a language on another domain keeps its own.
 */
export function absoluteHref(
  config: LangConfig,
  lang: string,
  path: string,
  currentHost: string,
  origin: string,
): string {
  return new URL(localizedHref(config, lang, path, currentHost), origin).href;
}

/** Reads `BASE_URL_PL`, `BASE_URL_EN`, ... from an environment object. */
export function baseUrlsFromEnv(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^BASE_URL_([A-Z]{2})$/.exec(key);
    if (m && value) out[(m[1] ?? "").toLowerCase()] = value;
  }
  return out;
}
