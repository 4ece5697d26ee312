/**
 * GET /dev/tracker.js — a stand-in for an analytics or marketing tag (issue 13), so the
 * cookie-consent gating can be tried and tested offline: it counts its loads per kind in
 * `window.__trackers`. The seeded demo shop's two trackers point here, so it answers while the
 * shop is a demo (not marked live, domain/shop/live-shop.ts), in development and with
 * DEV_TRACKER=1 (the test server turns it on); a live shop answers 404.
 */
import type { APIRoute } from "astro";
import { shopIsLive } from "../../domain/shop/live-shop";

export const GET: APIRoute = ({ url, locals }) => {
  const on =
    import.meta.env.DEV || process.env["DEV_TRACKER"] === "1" || !shopIsLive(locals.ctx.settings);
  if (!on) return new Response("Not found", { status: 404 });
  const kind = url.searchParams.get("kind") === "marketing" ? "marketing" : "other";
  const body = `(function(){var t=window.__trackers=window.__trackers||{};t[${JSON.stringify(kind)}]=(t[${JSON.stringify(kind)}]||0)+1;})();`;
  return new Response(body, {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" },
  });
};
