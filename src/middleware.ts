/**
 * Request pipeline: security headers (outermost: every answer, cached or not, gets them;
 * security.ts), then compression, then the request guard (only
 * configured hosts, no cross-site writes: request-guard.ts), then the request context
 * (language from host or prefix, currency cookie, settings, shopper), then the
 * rendered-page cache for shared pages (page-cache/page-serving.ts), then the route. Non-base language prefixes are rewritten to the plain routes.
 *
 * The request context goes on `locals` with the per-request helpers (`t`, `href`,
 * `absoluteHref`, `dates`) and the shopper, looked up here once: pages, layouts, components and
 * endpoints read them from `locals` and never look the token up again. The lookup is not
 * deferred: the pricing context and the page cache's key (`isPersonalised`) need the shopper
 * before anything renders, and a request without a token costs no database read.
 *
 * The owner's framed preview of unsaved settings (issue 31): a page asked with `preview=true`
 * and `settingsDraft=<token>` gets the stored settings with that draft applied
 * (services/admin/preview-drafts.service.ts), for this request only; without `preview=true` the
 * parameter is never looked at, and preview pages skip the rendered-page cache.
 *
 * Paths under /admin (the back office, issue 31) take no shopper: `admin-gate.ts` looks up the
 * owner from its own cookie, answers `private, no-store` and `noindex`, and they never go
 * through the rendered-page cache. Everywhere else `locals.owner` is null.
 */
import { defineMiddleware, sequence } from "astro:middleware";
import {
  buildContext,
  CURRENCY_COOKIE,
  langConfigFrom,
  type RequestContext,
} from "./server/context";
import { allowedHosts, isAllowedHost } from "./server/http/hosts";
import { crossSiteRefusal, refusalResponse } from "./server/http/request-guard";
import { probeOf } from "./server/http/probes.mjs";
import { compressResponse } from "./server/http/compression";
import { rememberForFront, servePage } from "./server/http/page-cache/page-serving";
import { applyPreviewHeaders, isPreview } from "./server/http/preview";
import { adminGate } from "./server/http/admin/admin-gate";
import { isAdminPath } from "./server/http/admin/admin-paths";
import { withSecurityHeaders } from "./server/http/security";
import { apiError, unavailable, unavailablePage } from "./server/http/responses";
import { isDatabaseUnavailable } from "./server/db/errors";
import { authenticate, type Shopper } from "./server/services/account/auth.service";
import { startMaintenance } from "./server/services/maintenance";
import { getSettings } from "./server/services/settings.service";
import { previewSettings } from "./server/services/admin/preview-drafts.service";
import { loadShell } from "./server/services/shell.service";
import { shopDates } from "./domain/shop/dates";
import { translator } from "./features/messages";
import { linksFor, rewriteTarget } from "./i18n/routing";
import { loggerFor } from "./server/log/logger.mjs";

const log = loggerFor("middleware");

const STATIC_PREFIXES = ["/_astro/", "/images/", "/favicon", "/robots.txt"];

const hostLists = new WeakMap<object, readonly string[]>();

/** The hosts this shop answers, once per settings version (they include the language domains). */
function allowedHostsOf(settings: Parameters<typeof langConfigFrom>[0]): readonly string[] {
  let hosts = hostLists.get(settings);
  if (!hosts) {
    hosts = allowedHosts(process.env, langConfigFrom(settings));
    hostLists.set(settings, hosts);
  }
  return hosts;
}

/** Everything the middleware puts on `locals` for a request (App.Locals in env.d.ts). */
function requestLocals(ctx: RequestContext, shopper: Shopper | null): App.Locals {
  return {
    ctx,
    shopper,
    owner: null,
    t: translator(ctx.lang),
    ...linksFor(ctx.langConfig, ctx.lang, ctx.host),
    dates: shopDates(ctx.timeZone, ctx.locale),
  };
}

/**
 * An API answer is JSON: an endpoint asked with a method it has no handler for (Astro answers
 * with the HTML 404 page) becomes `{ "error": "METHOD_NOT_ALLOWED", "method": … }` 405. Unknown
 * API paths are answered JSON 404 by `pages/api/[...rest].ts`.
 */
function apiAnswer(response: Response, method: string): Response {
  if (response.status !== 404 && response.status !== 405) return response;
  if ((response.headers.get("content-type") ?? "").includes("json")) return response;
  void response.body?.cancel();
  return apiError("METHOD_NOT_ALLOWED", 405, { method });
}

const security = defineMiddleware(async (context, next) => {
  const response = await next();
  // The request context is missing for static files and answers given before it was built.
  const { ctx } = context.locals as Partial<App.Locals>;
  const secured = withSecurityHeaders(context.request, context.url, response, ctx?.settings);
  // A page served from the rendered-page cache: its final headers, for the front (page-front.ts).
  rememberForFront(context.request, secured);
  return secured;
});

const compression = defineMiddleware(async (context, next) => {
  const response = await next();
  return compressResponse(context.request, response);
});

const requestContext = defineMiddleware(async (context, next) => {
  const { url } = context;
  if (STATIC_PREFIXES.some((p) => url.pathname.startsWith(p))) return next();
  // Load balancer probes come with any Host (an address) and need no shopper context.
  if (probeOf(url.pathname)) return next();
  const isApi = url.pathname.startsWith("/api/");
  const isAdmin = isAdminPath(url.pathname);
  startMaintenance();
  let settings;
  let shopper;
  try {
    [settings, shopper] = await Promise.all([
      getSettings(),
      isAdmin ? null : authenticate(context.request),
    ]);
    const draft =
      isAdmin || isApi || !isPreview(url) ? null : url.searchParams.get("settingsDraft");
    if (draft) settings = (await previewSettings(draft, settings)) ?? settings;
  } catch (error) {
    log.error({ err: error }, "request context failed");
    if (isApi) return unavailable();
    const guess = /^\/([a-z]{2})(\/|$)/.exec(url.pathname)?.[1] ?? "pl";
    return unavailablePage(translator(guess)("error.unavailable"));
  }

  const hosts = allowedHostsOf(settings);
  if (!isAllowedHost(context.request.headers.get("host"), hosts))
    return refusalResponse({ status: 400, code: "BAD_HOST" }, isApi);
  const refusal = crossSiteRefusal(context.request, url.host);
  if (refusal) return refusalResponse(refusal, isApi);

  // A currency chosen with a plain GET form (?currency=eur) works without JavaScript:
  // remember it in the cookie and come back to the same address without the parameter.
  const requestedCurrency = url.searchParams.get("currency");
  if (!isApi && requestedCurrency !== null && context.request.method === "GET") {
    const code = requestedCurrency.trim().toLowerCase();
    const offered =
      code === settings.baseCurrency || settings.currencies.some((c) => c.code === code);
    if (offered) {
      context.cookies.set(CURRENCY_COOKIE, code, {
        path: "/",
        sameSite: "lax",
        maxAge: 365 * 24 * 3600,
      });
    }
    const back = new URL(url);
    back.searchParams.delete("currency");
    return context.redirect(`${back.pathname}${back.search}`, 303);
  }

  const { ctx, prefixed } = buildContext({
    settings,
    url,
    currencyCookie: context.cookies.get(CURRENCY_COOKIE)?.value,
    user: shopper?.user ?? null,
    langParam: isApi ? url.searchParams.get("lang") : null,
  });
  Object.assign(context.locals, requestLocals(ctx, shopper));
  if (isAdmin) return adminGate(context, next);
  // The back office lives at /admin only (its cookie's path): a language prefix goes there.
  if (isAdminPath(ctx.path)) return context.redirect(`${ctx.path}${url.search}`, 303);
  if (!isApi) {
    let response: Response;
    try {
      response = await servePage(context.request, url, ctx, context.cookies, async (scope) => {
        context.locals.fragmentScope = scope;
        // The shell's data before the first byte: once a page streams, a failure cuts it off.
        context.locals.shell = await loadShell(ctx.lang);
        return prefixed ? next(rewriteTarget(ctx.path, url.search)) : next();
      });
    } catch (error) {
      // A page whose data could not be read: 503, try again (a bare 500 before).
      if (!isDatabaseUnavailable(error)) throw error;
      log.error({ err: error, method: context.request.method, path: url.pathname }, "page failed");
      return unavailablePage(context.locals.t("error.unavailable"));
    }
    // The owner's preview is never cached or indexed (only the owners may frame any page).
    if (isPreview(url)) applyPreviewHeaders(response.headers);
    return response;
  }
  // An endpoint that throws is a server fault: answer JSON without internals, never a stack trace.
  // A database that stayed locked or failed is a passing condition: 503, try again.
  try {
    return apiAnswer(await next(), context.request.method);
  } catch (error) {
    log.error(
      { err: error, method: context.request.method, path: url.pathname },
      "endpoint failed",
    );
    if (isDatabaseUnavailable(error)) return unavailable();
    return apiError("INTERNAL", 500);
  }
});

export const onRequest = sequence(security, compression, requestContext);
