/// <reference types="astro/client" />

declare namespace App {
  /**
   * What the middleware puts on `Astro.locals` / `context.locals` once per request (not for
   * static files and probes). Services never take `locals`: pages and endpoints pass them values.
   */
  interface Locals {
    /** Request context built by the middleware (language, currency, settings, shopper). */
    ctx: import("./server/context").RequestContext;
    /**
     * The logged-in shopper, looked up once per request before anything renders (the prices and
     * the page cache's key depend on it); null for a guest or an unknown token.
     */
    shopper: import("./server/services/account/auth.service").Shopper | null;
    /** Translates into the request's language (Starlight's `locals.t`): `translator(ctx.lang)`. */
    t: import("./features/messages").Translate;
    /** A link to a path in the request's language (or `lang`), relative on its own host. */
    href: import("./i18n/routing").Links["href"];
    /** The absolute address of a path in the request's language (or `lang`). */
    absoluteHref: import("./i18n/routing").Links["absoluteHref"];
    /** Shown dates in the shop's time zone (and the shopper's locale for words). */
    dates: import("./domain/shop/dates").ShopDates;
    /**
     * The logged-in owner of the back office (issue 31): looked up from the `owner_session`
     * cookie for paths under /admin (server/http/admin/admin-gate.ts), null everywhere else.
     */
    owner: import("./server/services/admin/owner-auth.service").Owner | null;
    /** The owner session's token hash, for CSRF tokens (server/http/admin/csrf.ts); unset without one. */
    ownerTokenHash?: string | undefined;
    /**
     * What a shared page's fragments (product boxes: features/catalogue/card-cache.ts) depend
     * on besides their own data: the shared data's version, host, language, currency and price
     * display. Null on pages that are personal or previewed, which render every fragment.
     */
    fragmentScope?: string | null;
    /** The page shell's menu, privacy link and popups, read by the middleware before rendering. */
    shell?: import("./server/services/shell.service").Shell;
  }
}
