// @ts-check
/**
 * Security headers (issue 15; docs/decisions/0016-content-security-policy.md).
 * Plain JavaScript so that `astro.config.mjs` (Astro's CSP settings) and
 * `scripts/start.mjs` (static assets the adapter serves) share it with the
 * middleware.
 *
 * Every response gets `X-Content-Type-Options`, `Referrer-Policy`,
 * `Permissions-Policy` and, over TLS, `Strict-Transport-Security`. HTML pages
 * get Astro's Content-Security-Policy (script hashes computed at build time,
 * the same for every request, so cached and CDN copies stay valid) completed
 * per request with `frame-ancestors` (the shop and the owner origins) and the
 * hosts of the owner-configured tracking tags.
 */
import { createHash } from "node:crypto";

/** Sources for `script-src` besides Astro's hashes: the shop's own files. No 'unsafe-inline'. */
export const SCRIPT_RESOURCES = ["'self'"];

/**
 * Sources for `style-src`. Inline `style` attributes (React islands, CSS custom properties
 * set by the server) and Astro's scoped `<style>` blocks need 'unsafe-inline'; a hash in
 * the same directive would make browsers ignore it, so Astro emits no style hashes.
 */
export const STYLE_RESOURCES = ["'self'", "'unsafe-inline'"];

/**
 * Directives every page carries besides `script-src` and `style-src`.
 * @type {(`object-src ${string}` | `base-uri ${string}`)[]}
 */
export const PAGE_DIRECTIVES = ["object-src 'none'", "base-uri 'self'"];

/** The policy of an HTML response Astro gave none (an endpoint's HTML): no inline script at all. */
export const FALLBACK_PAGE_POLICY = [
  ...PAGE_DIRECTIVES,
  `script-src ${SCRIPT_RESOURCES.join(" ")}`,
  `style-src ${STYLE_RESOURCES.join(" ")}`,
].join("; ");

/** API answers and other documents that are never pages: nothing may run, nothing may frame. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Browser features the shop never uses. Left at their default (the shop itself only):
 * `web-share` and `clipboard-write` (the product page's share button), `fullscreen`.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** A year; no `includeSubDomains`: the shop cannot know the owner's other hosts. */
export const HSTS = "max-age=31536000";

/**
 * Whether the request reached the outermost server over TLS: its URL is https, or,
 * behind `trustProxy` proxies (TRUST_PROXY), the `X-Forwarded-Proto` value the
 * outermost of them wrote (that many entries from the right, else the first) is https.
 * Without trusted proxies the header is ignored: anyone can write it.
 * @param {{ protocol: string; forwardedProto: string | null | undefined; trustProxy: string | undefined }} request
 */
export function isTls({ protocol, forwardedProto, trustProxy }) {
  if (protocol === "https:" || protocol === "https") return true;
  const hops = Number(trustProxy ?? 0);
  if (!Number.isInteger(hops) || hops <= 0 || !forwardedProto) return false;
  const chain = forwardedProto
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  return (chain[chain.length - hops] ?? chain[0]) === "https";
}

/**
 * Whether a request reached the outermost server over TLS ({@link isTls}, with `TRUST_PROXY`
 * from `env`): the one rule for HSTS, the `Secure` flag of every cookie the shop sets (the
 * owner's and the customer's sessions, the social login's flow, the latest order) and anything
 * else that asks. `X-Forwarded-Proto` alone, without trusted proxies, proves nothing.
 * @param {Request} request
 * @param {Record<string, string | undefined>} [env]
 */
export function requestIsTls(request, env = process.env) {
  return isTls({
    protocol: new URL(request.url).protocol,
    forwardedProto: request.headers.get("x-forwarded-proto"),
    trustProxy: env["TRUST_PROXY"],
  });
}

/**
 * {@link requestIsTls} for Node's request (the start script's server).
 * @param {import("node:http").IncomingMessage} req
 * @param {Record<string, string | undefined>} [env]
 */
export function incomingIsTls(req, env = process.env) {
  const forwarded = req.headers["x-forwarded-proto"];
  return isTls({
    protocol: "encrypted" in req.socket && req.socket.encrypted ? "https:" : "http:",
    forwardedProto: Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
    trustProxy: env["TRUST_PROXY"],
  });
}

/**
 * The headers every response carries.
 * @param {{ tls: boolean }} options
 * @returns {[string, string][]}
 */
export function commonSecurityHeaders({ tls }) {
  /** @type {[string, string][]} */
  const headers = [
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", REFERRER_POLICY],
    ["permissions-policy", PERMISSIONS_POLICY],
  ];
  if (tls) headers.push(["strict-transport-security", HSTS]);
  return headers;
}

/**
 * The extra script sources of a page: the origins of the owner's tracking tags that are
 * not the shop's own (those are 'self'), plus `CSP_SCRIPT_SOURCES` entries (hosts a tag
 * loads further scripts from). Entries that are not URLs, keywords or host sources are
 * dropped, so a setting cannot inject a directive or 'unsafe-inline'.
 * @param {readonly string[]} trackerSrcs
 * @param {string} shopOrigin
 * @param {string | undefined} extra comma or space separated
 * @returns {string[]}
 */
export function scriptSources(trackerSrcs, shopOrigin, extra) {
  /** @type {string[]} */
  const sources = [];
  const add = (/** @type {string} */ source) => {
    if (!sources.includes(source)) sources.push(source);
  };
  for (const src of trackerSrcs) {
    try {
      const url = new URL(src, shopOrigin);
      if (url.protocol !== "https:" && url.protocol !== "http:") continue;
      if (url.origin !== shopOrigin) add(url.origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  for (const entry of (extra ?? "").split(/[\s,]+/)) {
    if (isHostSource(entry)) add(entry);
  }
  return sources;
}

/**
 * A CSP host source (`https://cdn.example.com`, `https://*.example.com:443/path/`): a
 * scheme, a host (optionally `*.`-prefixed) and an optional port and path.
 * @param {string} entry
 */
export function isHostSource(entry) {
  return /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?(\/[\w\-./~%]*)?$/i.test(entry);
}

/**
 * `frame-ancestors`: the shop itself and the owner origins (their admin panel frames
 * preview pages).
 * @param {readonly string[]} ownerOrigins
 */
export function frameAncestors(ownerOrigins) {
  return ["'self'", ...ownerOrigins.filter((o) => o !== "'self'")];
}

/**
 * Parses a policy into its directives, in order (names lower-cased, first one wins as
 * browsers do).
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
export function parsePolicy(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, values);
  }
  return directives;
}

/** @param {Map<string, string[]>} directives */
export function serialisePolicy(directives) {
  return [...directives].map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/**
 * A page's policy: Astro's (or the fallback when there is none) with the script sources
 * added to `script-src` (and `script-src-elem` when present) and `frame-ancestors` set.
 * @param {string | null} policy
 * @param {{ frameAncestors: readonly string[]; scriptSources: readonly string[] }} extra
 */
export function completePagePolicy(policy, extra) {
  const directives = parsePolicy(policy?.trim() ? policy : FALLBACK_PAGE_POLICY);
  for (const name of ["script-src", "script-src-elem"]) {
    const values = directives.get(name);
    if (!values) continue;
    for (const source of extra.scriptSources) if (!values.includes(source)) values.push(source);
  }
  directives.set("frame-ancestors", [...extra.frameAncestors]);
  return serialisePolicy(directives);
}

/**
 * The CSP hash source of an inline script's text (`'sha256-…'` without the quotes, as
 * Astro's `scriptDirective.hashes` wants it).
 * @param {string} text
 */
export function scriptHash(text) {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}
