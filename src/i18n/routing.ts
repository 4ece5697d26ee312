/**
 * Language routing. A language is chosen, in order, by:
 * 1. the request host, when a language has its own domain or subdomain
 *    (settings `langs[].domain`, or env `BASE_URL_<LANG>` which wins);
 * 2. a path prefix `/{lang}/...` for non-base languages (works on localhost);
 * 3. otherwise the base language, with no prefix.
 * Links to a language use its domain when it has one, else the prefix.
 *
 * Absolute addresses (canonical, hreflang, sitemaps, structured data, e-mailed links) never
 * come from the request's host or scheme (issue 27): a language on a domain of its own is on
 * that domain (`BASE_URL_<LANG>`, else `https://` and the settings' domain); every other
 * language is on the base language's domain when it has one, else on `SITE_URL`'s origin.
 */
import type { LanguageSetting } from "../domain/shop/settings.types";

export interface LangConfig {
  baseLang: string;
  langs: LanguageSetting[];
  /** Absolute base URL per language from the environment, e.g. `{ en: "https://en.shop.example" }`. */
  baseUrls?: Record<string, string> | undefined;
  /** The shop's public origin (`SITE_URL`'s, see `siteOriginFromEnv`), e.g. `https://shop.example`. */
  siteOrigin: string;
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
  const domain = domainForLang(config, lang);
  if (domain) {
    if (currentHost && domain === currentHost.toLowerCase()) return clean;
    return `${domainOrigin(config, lang) ?? ""}${clean}`;
  }
  const baseDomain = domainForLang(config, config.baseLang);
  const needsOrigin = baseDomain && currentHost && baseDomain !== currentHost.toLowerCase();
  const origin = needsOrigin ? (domainOrigin(config, config.baseLang) ?? "") : "";
  if (lang === config.baseLang) return `${origin}${clean}`;
  return `${origin}/${lang}${clean === "/" ? "" : clean}`;
}

/** The origin of a language's own domain, or null when it has none. */
function domainOrigin(config: LangConfig, lang: string): string | null {
  const domain = domainForLang(config, lang);
  if (!domain) return null;
  const fromEnv = config.baseUrls?.[lang];
  return fromEnv ? new URL(fromEnv).origin : `https://${domain}`;
}

/**
 * The origin absolute links to `lang` are built on: its own domain's, else the base
 * language's domain's (prefixed languages live beside it), else `SITE_URL`'s.
 */
export function langOrigin(config: LangConfig, lang: string): string {
  return domainOrigin(config, lang) ?? domainOrigin(config, config.baseLang) ?? config.siteOrigin;
}

/**
 * The absolute address of `path` in `lang` (canonical links, sitemaps, structured data,
 * e-mailed links), on the language's origin (`langOrigin`): the same whatever host or
 * scheme the request came with.
 */
export function absoluteHref(config: LangConfig, lang: string, path: string): string {
  return new URL(localizedHref(config, lang, path), langOrigin(config, lang)).href;
}

/** A request's link builder (`Astro.locals.href` and `absoluteHref`), in its language by default. */
export interface Links {
  /** `localizedHref` from the request's host: relative when `lang` is served on that host. */
  href(path: string, lang?: string): string;
  /** `absoluteHref`: the same whatever host the request came to. */
  absoluteHref(path: string, lang?: string): string;
}

export function linksFor(config: LangConfig, requestLang: string, host: string): Links {
  return {
    href: (path, lang = requestLang) => localizedHref(config, lang, path, host),
    absoluteHref: (path, lang = requestLang) => absoluteHref(config, lang, path),
  };
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

/**
 * The shop's public origin: `SITE_URL`'s (scheme, host and port; a path is ignored), or
 * `http://localhost:$PORT` when it is unset or not an http(s) URL.
 */
export function siteOriginFromEnv(env: Record<string, string | undefined>): string {
  const fallback = `http://localhost:${env["PORT"] || "4321"}`;
  const value = env["SITE_URL"]?.trim();
  if (!value || !URL.canParse(value)) return fallback;
  const url = new URL(value);
  return url.protocol === "https:" || url.protocol === "http:" ? url.origin : fallback;
}
