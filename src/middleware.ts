/**
 * Request pipeline: compression (outermost), then the request context
 * (language from host or prefix, currency cookie, settings, shopper), then the
 * rendered-page cache for shared pages (page-serving.ts), then the route. Non-base language prefixes are rewritten to the plain routes.
 */
import { defineMiddleware, sequence } from "astro:middleware";
import { buildContext, CURRENCY_COOKIE } from "./server/context";
import { compressResponse } from "./server/http/compression";
import { servePage } from "./server/http/page-serving";
import { applyPreviewHeaders, isPreview } from "./server/http/preview";
import { apiError } from "./server/http/responses";
import { authenticate } from "./server/services/auth.service";
import { getSettings } from "./server/services/settings.service";
import { translator } from "./i18n/core";

const STATIC_PREFIXES = ["/_astro/", "/images/", "/favicon", "/robots.txt"];

const compression = defineMiddleware(async (context, next) => {
  const response = await next();
  return compressResponse(context.request, response);
});

const requestContext = defineMiddleware(async (context, next) => {
  const { url } = context;
  if (STATIC_PREFIXES.some((p) => url.pathname.startsWith(p))) return next();
  const isApi = url.pathname.startsWith("/api/");
  let settings;
  let user;
  try {
    [settings, user] = await Promise.all([getSettings(), authenticate(context.request)]);
  } catch (error) {
    console.error("[storefront] request context failed", error);
    if (isApi) return apiError("UNAVAILABLE", 503);
    const guess = /^\/([a-z]{2})(\/|$)/.exec(url.pathname)?.[1] ?? "pl";
    return new Response(translator(guess)("error.unavailable"), {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "5" },
    });
  }

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
    user,
    langParam: isApi ? url.searchParams.get("lang") : null,
  });
  context.locals.ctx = ctx;
  if (!isApi) {
    const response = await servePage(context.request, url, ctx, context.cookies, () =>
      prefixed ? next(`${ctx.path}${url.search}`) : next(),
    );
    // The owner's preview is never cached or indexed and only the owners may frame it.
    if (isPreview(url)) applyPreviewHeaders(response.headers);
    return response;
  }
  // An endpoint that throws is a server fault: answer JSON without internals, never a stack trace.
  try {
    return await next();
  } catch (error) {
    console.error("[api]", context.request.method, url.pathname, error);
    return apiError("INTERNAL", 500);
  }
});

export const onRequest = sequence(compression, requestContext);
