/**
 * The back office's gate (issue 31), run by the middleware for every path under /admin:
 *
 * - the owner comes from the `owner_session` cookie only (auth/owner-session.ts) and goes on
 *   `locals.owner` (with the session's hash on `locals.ownerTokenHash` for CSRF tokens); a
 *   shopper's bearer token or APP_TOKEN cookie counts for nothing here;
 * - without an owner, a GET of a page is sent to `/admin/login?next=<path>` (303) and anything
 *   else is answered 401 `{ "error": "unauthorized" }`; `/admin/login` itself is open;
 * - with one, a write (any method but GET, HEAD, OPTIONS) must carry the session's CSRF token
 *   (form field `csrf`, or the `x-csrf-token` header for a script) or it is answered 403
 *   `{ "error": "csrf" }` before the route runs; a page may check again with `checkCsrf`;
 * - a person without the right of the path's area (domain/admin/rights.ts: staff and the
 *   settings, say) gets the 403 page `/admin/forbidden` for a GET and 403 `{ "error":
 *   "forbidden" }` for anything else, before the route runs;
 * - every answer is `private, no-store` and `noindex`, and never goes through the shop's
 *   rendered-page cache (the middleware does not hand /admin to it).
 */
import type { APIContext, MiddlewareNext } from "astro";
import { readOwnerToken } from "../../auth/owner-session";
import { isDatabaseUnavailable } from "../../db/errors";
import { ownerForToken } from "../../services/admin/owner-auth.service";
import { CACHE_PRIVATE } from "../cache-headers";
import { can, rightForPath } from "../../../domain/admin/rights";
import { safeNext } from "./admin-paths";
import { CSRF_FIELD, validCsrf } from "./csrf";
import { apiError, readForm, unavailable, unavailablePage } from "../responses";

const LOGIN_PATH = "/admin/login";
const FORBIDDEN_PATH = "/admin/forbidden";
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function withAdminHeaders(response: Response): Response {
  let out = response;
  try {
    out.headers.set("cache-control", CACHE_PRIVATE);
  } catch {
    // Immutable headers (a fetched or redirect response): copy it.
    out = new Response(response.body, response);
    out.headers.set("cache-control", CACHE_PRIVATE);
  }
  out.headers.set("x-robots-tag", "noindex, nofollow");
  return out;
}

function toLogin(url: URL): Response {
  const next = safeNext(`${url.pathname}${url.search}`);
  const target = next === "/admin" ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
  return new Response(null, { status: 303, headers: { location: target } });
}

/** The largest file upload a back-office form takes (a catalogue CSV of 10,000+ products). */
export const ADMIN_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

async function csrfOf(request: Request): Promise<unknown> {
  const header = request.headers.get("x-csrf-token");
  if (header) return header;
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("form")) return null;
  // A clone, read under the forms' size limit (an upload's): the route reads the body again.
  const limit = type.includes("multipart/") ? ADMIN_UPLOAD_MAX_BYTES : undefined;
  return (await readForm(request.clone(), limit)).get(CSRF_FIELD);
}

async function gate(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { request, url, locals } = context;
  const token = readOwnerToken(request);
  const session = token ? await ownerForToken(token) : null;
  locals.owner = session?.owner ?? null;
  locals.ownerTokenHash = session?.tokenHash;
  const open = url.pathname === LOGIN_PATH;
  if (!session && !open) {
    return request.method === "GET" ? toLogin(url) : apiError("unauthorized", 401);
  }
  if (session && !open && !READS.has(request.method)) {
    if (!validCsrf(locals, await csrfOf(request))) return apiError("csrf", 403);
  }
  const right = rightForPath(url.pathname);
  if (session && right && !can(session.owner.role, right)) {
    if (request.method !== "GET") return apiError("forbidden", 403);
    const page = await next(FORBIDDEN_PATH);
    return new Response(page.body, { status: 403, headers: page.headers });
  }
  return next();
}

/** Answers a request under /admin (see the module's comment). */
export async function adminGate(context: APIContext, next: MiddlewareNext): Promise<Response> {
  try {
    return withAdminHeaders(await gate(context, next));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const page = context.request.method === "GET";
    return withAdminHeaders(
      page ? unavailablePage(context.locals.t("error.unavailable")) : unavailable(),
    );
  }
}
