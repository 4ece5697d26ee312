/**
 * Puts the security headers (security-headers.mjs) on the app's responses:
 * every response gets nosniff, the referrer and permissions policies and,
 * over TLS, HSTS; an HTML page gets Astro's Content-Security-Policy completed
 * with `frame-ancestors` and the tracking tags' hosts; every other answer
 * (API JSON, sitemaps, plain text, downloads, images) gets a policy that runs and frames
 * nothing. Runs outermost, so cached pages and early answers get them too.
 */
import type { Settings } from "../../domain/shop/settings.types";
import { isAdminPath } from "./admin/admin-paths";
import { ownerOrigins } from "./preview";
import {
  commonSecurityHeaders,
  completePagePolicy,
  frameAncestors,
  NON_PAGE_POLICY,
  requestIsTls,
  scriptSources,
} from "./security-headers.mjs";

const CSP = "content-security-policy";

/** Completed policies by Astro's policy and the per-request additions (a handful of routes). */
const policies = new Map<string, string>();

function pagePolicy(astroPolicy: string | null, ancestors: string[], sources: string[]): string {
  const key = `${astroPolicy ?? ""}\n${ancestors.join(" ")}\n${sources.join(" ")}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    if (policies.size >= 500) policies.clear();
    policy = completePagePolicy(astroPolicy, { frameAncestors: ancestors, scriptSources: sources });
    policies.set(key, policy);
  }
  return policy;
}

const ancestorsByValue = new Map<string, string[]>();

/** `frame-ancestors` from OWNER_ORIGINS, parsed (and a bad entry warned about) once per value. */
function ancestorsOf(env: Record<string, string | undefined>): string[] {
  const raw = env["OWNER_ORIGINS"] ?? "";
  let value = ancestorsByValue.get(raw);
  if (!value) {
    if (ancestorsByValue.size >= 10) ancestorsByValue.clear();
    value = frameAncestors(ownerOrigins(env));
    ancestorsByValue.set(raw, value);
  }
  return value;
}

function mutable(response: Response): Response {
  try {
    response.headers.set("x-content-type-options", "nosniff");
    return response;
  } catch {
    // Headers of Response.redirect() and fetched responses are immutable.
    return new Response(response.body, response);
  }
}

export function withSecurityHeaders(
  request: Request,
  url: URL,
  original: Response,
  settings: Settings | undefined,
  env: Record<string, string | undefined> = process.env,
): Response {
  const response = mutable(original);
  const { headers } = response;
  const tls = requestIsTls(request, env);
  for (const [name, value] of commonSecurityHeaders({ tls })) headers.set(name, value);
  const type = headers.get("content-type") ?? "";
  // A cached page's 304 carries the page's policy without its type: completed like the 200's, so
  // the browser's stored copy keeps `frame-ancestors` when the 304 updates its headers.
  const notModifiedPage = response.status === 304 && headers.has(CSP);
  if (type.startsWith("text/html") || notModifiedPage) {
    // Astro names no charset: say UTF-8 in the header, so the browser need not find the
    // <meta charset> first (and never re-decodes a page it guessed wrong).
    if (!notModifiedPage && !/charset=/i.test(type))
      headers.set("content-type", "text/html; charset=utf-8");
    // In `astro dev` Astro computes no hashes: only the framing rule applies there.
    const astroPolicy = headers.get(CSP);
    if (import.meta.env.DEV && !astroPolicy) {
      headers.set(CSP, `frame-ancestors ${ancestorsOf(env).join(" ")}`);
      return response;
    }
    const trackers = (settings?.integrations.trackers ?? []).map((t) => t.src);
    // The back office frames the shop; nothing frames the back office (issue 31).
    const ancestors = isAdminPath(url.pathname) ? ["'none'"] : ancestorsOf(env);
    headers.set(
      CSP,
      pagePolicy(
        astroPolicy,
        ancestors,
        scriptSources(trackers, url.origin, env["CSP_SCRIPT_SOURCES"]),
      ),
    );
  } else if (!headers.has(CSP) && response.status !== 304) {
    // Everything else (API JSON, sitemaps, plain text, the catalogue's CSV download, images,
    // scripts): nothing in it may run or be framed (issue 44). A 304 keeps what its 200 had.
    headers.set(CSP, NON_PAGE_POLICY);
  }
  return response;
}
