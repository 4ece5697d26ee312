/**
 * GET /dev/tracker.js — a development stand-in for an analytics or
 * marketing tag (issue 13), so the cookie-consent gating can be tried and
 * tested offline: it counts its loads per kind in `window.__trackers`. On
 * only in development or with DEV_TRACKER=1 (the test server turns it on).
 */
import type { APIRoute } from "astro";

export const GET: APIRoute = ({ url }) => {
  if (!(import.meta.env.DEV || process.env["DEV_TRACKER"] === "1"))
    return new Response("Not found", { status: 404 });
  const kind = url.searchParams.get("kind") === "marketing" ? "marketing" : "other";
  const body = `(function(){var t=window.__trackers=window.__trackers||{};t[${JSON.stringify(kind)}]=(t[${JSON.stringify(kind)}]||0)+1;})();`;
  return new Response(body, {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" },
  });
};
