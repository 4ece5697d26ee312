/** The fuzz targets of page form actions and page routes: hostile paths, queries, cookies (table.ts). */
import fc from "fast-check";
import { hostileString } from "./inputs";
import { hostileSegment } from "./http-inputs";
import { formTarget, someOf, type Target } from "./targets";
import type { TableContext } from "./table";

export function pageTargets(c: TableContext): Target[] {
  const { fx, email, listing, noSeg, page } = c;
  return [
    // ---- page form actions
    formTarget(
      "POST /login/order",
      fc.constant("/login/order"),
      { email: "jan@example.com", no: fx.orderNo, code: "ABC123", step: "2" },
      fc.record({ email: fc.constant("jan@example.com"), no: hostileString.map((s) => `X-${s}`) }),
    ),
    formTarget(
      "POST /my-orders/{no}",
      someOf(fx.orderNo).map((no) => `/my-orders/${no}`),
      {
        "tick-0": "1",
        "count-0": "1",
        "reason-0": "none",
        returnDelivery: "default",
        pickupSize: "small",
      },
      fc.record({ "count-0": hostileString, returnDelivery: hostileString }),
      { auth: fx.token },
    ),
    formTarget(
      "POST /newsletter",
      fc.constant("/newsletter"),
      { email },
      fc.record({ email: hostileString.map((s) => s.replace(/@/g, "")) }),
    ),
    formTarget(
      "POST /reset-password/{code}",
      hostileSegment.map((c) => `/reset-password/${c}`),
      { password: "nowe-haslo-12", retypedPassword: "nowe-haslo-12" },
      fc.record({ password: hostileString, retypedPassword: hostileString }),
    ),
    formTarget(
      "POST /s/kontakt (contact form)",
      fc.constantFrom("/s/kontakt", "/en/s/contact"),
      { name: "Anna Nowak", email, msg: "A question about the mug, please.", number: "" },
      fc.record({
        name: hostileString,
        email: hostileString.map((s) => s.replace(/@/g, "")),
        msg: hostileString,
      }),
    ),
    formTarget(
      "POST /unsubscribe",
      fc.oneof(
        fc.constant("/unsubscribe"),
        hostileSegment.map((t) => `/unsubscribe?token=${t}`),
      ),
      { token: "x".repeat(32) },
      fc.record({ token: hostileString }),
    ),
    formTarget("POST /logout", fc.constant("/logout"), { x: "1" }, fc.record({ x: hostileString })),
    formTarget(
      "POST /dev/pay/{id}",
      fc
        .tuple(someOf(fx.publicId), fc.constantFrom("", `?ref=test_${"0".repeat(24)}`))
        .map(([id, ref]) => `/dev/pay/${id}${ref}`),
      { action: "abandon" },
      fc.record({
        action: hostileString.filter((a) => !["pay", "fail", "verify", "abandon"].includes(a)),
      }),
    ),
    // The order's payment page: another payment of an order paid online.
    formTarget(
      "POST /order/pay/{id}",
      someOf(fx.publicId).map((id) => `/order/pay/${id}`),
      { method: "1" },
      // An empty method is the order's own: never invalid.
      fc.record({ method: hostileString.filter((m) => m.trim() !== "" && !/^\d+$/.test(m)) }),
    ),
    // ---- page routes: hostile paths, query strings and cookies
    page("GET /", noSeg, () => "/", ["currency", "preview", "lang", "page"]),
    page("GET /{lang}/", fc.constantFrom("en", "de", "pl", "xx", "EN", "%ZZ"), (s) => `/${s}/`, [
      "currency",
      "preview",
    ]),
    page("GET /c/{url}", someOf(fx.category), (s) => `/c/${s}`, listing),
    page("GET /en/c/{url}", someOf(fx.category), (s) => `/en/c/${s}`, listing),
    page("GET /g/{url}", someOf(fx.group), (s) => `/g/${s}`, listing),
    page("GET /m/{url}", someOf(fx.manufacturer), (s) => `/m/${s}`, listing),
    page("GET /p/{url}", someOf(fx.product), (s) => `/p/${s}`, ["vr", "preview", "currency"]),
    page("GET /s/{url}", someOf("kontakt", "o-nas"), (s) => `/s/${s}`, ["preview", "currency"]),
    page("GET /search", noSeg, () => "/search", ["query", "page", "sort_by", "currency"]),
    page("GET /wishlist", noSeg, () => "/wishlist", ["currency", "lang"]),
    page("GET /order/delivery", noSeg, () => "/order/delivery", ["currency", "code"]),
    page("GET /order/details", noSeg, () => "/order/details", ["currency"]),
    page("GET /order/summary", noSeg, () => "/order/summary", ["currency"]),
    page("GET /order/summary/{id}", someOf(fx.publicId), (s) => `/order/summary/${s}`, [
      "currency",
      "error",
    ]),
    page("GET /my-account", noSeg, () => "/my-account", ["currency"], fx.token),
    page("GET /my-orders", noSeg, () => "/my-orders", ["page"], fx.token),
    page("GET /my-orders/{no}", someOf(fx.orderNo), (s) => `/my-orders/${s}`, ["added"], fx.token),
    page("GET /my-returns", noSeg, () => "/my-returns", ["page"], fx.token),
    page(
      "GET /my-returns/{no}",
      someOf(fx.returnNo),
      (s) => `/my-returns/${s}`,
      ["added"],
      fx.token,
    ),
    page("GET /login/order", noSeg, () => "/login/order", ["email", "no"]),
    page("GET /activation/{code}", hostileSegment, (s) => `/activation/${s}`, ["lang"]),
    page("GET /reset-password/{code}", hostileSegment, (s) => `/reset-password/${s}`, ["lang"]),
    page("GET /unsubscribe", noSeg, () => "/unsubscribe", ["token"]),
    page("GET /newsletter", noSeg, () => "/newsletter", ["email"]),
    page("GET /sitemap(s)", someOf("sitemap-1.xml", "products-1.xml"), (s) => `/sitemaps/${s}`, [
      "lang",
    ]),
    page(
      "GET /robots.txt, /sitemap.xml",
      fc.constantFrom("/robots.txt", "/sitemap.xml"),
      (s) => s,
      ["lang"],
    ),
    page("GET /images/{path}", hostileSegment, (s) => `/images/${s}`, ["w", "h"]),
    page("GET /auth/social/{provider}", someOf("mock", "google"), (s) => `/auth/social/${s}`, [
      "return",
    ]),
    page(
      "GET /auth/social/{provider}/callback",
      someOf("mock"),
      (s) => `/auth/social/${s}/callback`,
      ["state", "code", "error"],
    ),
    page("GET /order/pay/{id}", someOf(fx.publicId), (s) => `/order/pay/${s}`, [
      "attempt",
      "cancelled",
      "currency",
    ]),
    page("GET /dev/pay/{id}", someOf(fx.publicId), (s) => `/dev/pay/${s}`, [
      "ref",
      "return",
      "currency",
    ]),
    page("GET /dev/outbox/{id}", someOf("1"), (s) => `/dev/outbox/${s}`, ["kind"]),
    page("GET /{unknown}", hostileSegment, (s) => `/${s}`, ["currency", "preview"]),
  ];
}
