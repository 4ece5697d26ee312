/**
 * Checks every request passes before any work (issue 15):
 * - the `Host` header must be one the shop is configured for (hosts.ts): 400;
 * - a state-changing request (not GET, HEAD, OPTIONS) from a browser must
 *   come from the shop's own origin (cross-site request forgery): 403. A
 *   browser says where a request comes from in `Origin` (sent on every
 *   cross-origin fetch and form POST) and `Sec-Fetch-Site`; a request with
 *   neither comes from a non-browser client (curl, an app, a test), which
 *   holds its own cookies and cannot be forged into sending someone else's,
 *   so it passes — Astro's own check refused those whenever the body was not
 *   a form, so such clients could not even log out with DELETE.
 * The origin's host (with its port) is compared, not its scheme: behind a
 * proxy that ends TLS the shop sees `http:` while the browser says `https:`,
 * and the host itself has already passed the allowlist.
 * Answers are JSON `{ "error": code }` under `/api/`, plain text elsewhere.
 */
import { apiError } from "./responses";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export type Refusal = { status: 400; code: "BAD_HOST" } | { status: 403; code: "CROSS_SITE" };

/** Why a state-changing request must be refused, or null when it may go on. */
export function crossSiteRefusal(request: Request, host: string): Refusal | null {
  if (SAFE.has(request.method)) return null;
  const from = request.headers.get("origin");
  if (from !== null) return hostOf(from) === host ? null : { status: 403, code: "CROSS_SITE" };
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site" ? { status: 403, code: "CROSS_SITE" } : null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (a sandboxed frame, a redirect across sites) or garbage
  }
}

export function refusalResponse(refusal: Refusal, api: boolean): Response {
  if (api) return apiError(refusal.code, refusal.status);
  const text = refusal.code === "BAD_HOST" ? "Unknown host" : "Cross-site request refused";
  return new Response(text, {
    status: refusal.status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
