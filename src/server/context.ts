/**
 * The per-request context the middleware builds once and pages read from
 * `Astro.locals.ctx`: language, currency, settings and the shopper.
 */
import { currencyRate, resolveCurrency } from "../domain/pricing/currency";
import { pricingContext, type PricingContext } from "../domain/pricing/pricing-context";
import type { Settings } from "../domain/shop/settings.types";
import { baseUrlsFromEnv, resolveLang, siteOriginFromEnv, type LangConfig } from "../i18n/routing";
import type { SessionUser } from "./services/account/auth.service";
import { SHOP_TIME_ZONE } from "./time-zone";

export const CURRENCY_COOKIE = "currency";

export interface RequestContext {
  lang: string;
  /** BCP 47 locale for formatting, e.g. `pl-PL`. */
  locale: string;
  /** The shop's time zone, which every shown date and delivery day is in (time-zone.ts). */
  timeZone: string;
  settings: Settings;
  langConfig: LangConfig;
  /** Chosen currency (lower case) and its rate against the base currency. */
  currency: string;
  rate: number;
  user: SessionUser | null;
  /** The shopper's pricing context, built here once; islands get it unchanged in their props. */
  pricing: PricingContext;
  /**
   * The request's host, only to tell whether a language link may be relative (the shopper is
   * on that language's domain); absolute links come from `langConfig` (`absoluteHref`).
   */
  host: string;
  /** Path without the language prefix (what the page route matched). */
  path: string;
}

/** Read once: walking `process.env` on every request showed up in the render profile. */
let envUrls: Pick<LangConfig, "baseUrls" | "siteOrigin"> | null = null;

const urlsFromEnv = (env: Record<string, string | undefined>) => ({
  baseUrls: baseUrlsFromEnv(env),
  siteOrigin: siteOriginFromEnv(env),
});
const langConfigs = new WeakMap<Settings, LangConfig>();

export function langConfigFrom(
  settings: Settings,
  env?: Record<string, string | undefined>,
): LangConfig {
  if (env) return { baseLang: settings.baseLang, langs: settings.langs, ...urlsFromEnv(env) };
  let config = langConfigs.get(settings);
  if (!config) {
    envUrls ??= urlsFromEnv(process.env);
    config = { baseLang: settings.baseLang, langs: settings.langs, ...envUrls };
    langConfigs.set(settings, config);
  }
  return config;
}

export function buildContext(input: {
  settings: Settings;
  url: URL;
  currencyCookie: string | undefined;
  user: SessionUser | null;
  /** For API calls: the `lang` query parameter wins over the path. */
  langParam?: string | null | undefined;
}): { ctx: RequestContext; prefixed: boolean } {
  const { settings, url } = input;
  const langConfig = langConfigFrom(settings);
  const resolved = resolveLang(langConfig, url.host, url.pathname);
  const lang =
    input.langParam && settings.langs.some((l) => l.code === input.langParam)
      ? input.langParam
      : resolved.lang;
  const currency = resolveCurrency({ requested: input.currencyCookie, lang, settings });
  const locale = settings.langs.find((l) => l.code === lang)?.locale ?? lang;
  const rate = currencyRate(currency, settings) ?? 1;
  return {
    ctx: {
      lang,
      locale,
      timeZone: SHOP_TIME_ZONE,
      settings,
      langConfig,
      currency,
      rate,
      user: input.user,
      pricing: pricingContext({ settings, lang, locale, currency, rate, user: input.user }),
      host: url.host,
      path: resolved.path,
    },
    prefixed: resolved.prefixed,
  };
}
