/**
 * Tells the edge caches in front of the shop (Varnish, a CDN) to drop shared pages after a
 * change the shop made live on purpose (issue 31: a publish of the home page, menu or footer; a
 * settings save). Each address in `EDGE_PURGE_URLS` (comma-separated, e.g.
 * `http://127.0.0.1:6081/`) is sent `PURGE` with `X-Ban-Url: <regex of paths>`; the reference
 * Varnish configuration turns it into a ban of the matching objects (decision 0003). `PURGE`
 * rather than Varnish's customary `BAN`: Node's own HTTP parser refuses `BAN`, and the shop's
 * tests fake an edge with it. Without the variable nothing is sent. A cache that does not
 * answer within 2 s is logged and left to its `s-maxage`: a publish never waits on, or fails
 * because of, an edge.
 */
import { loggerFor } from "../log/logger.mjs";

const log = loggerFor("edge");
const TIMEOUT_MS = 2_000;

/** The configured edge caches' purge addresses. */
export function edgePurgeUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env["EDGE_PURGE_URLS"] ?? "")
    .split(",")
    .map((u) => u.trim())
    .filter((u) => /^https?:\/\//.test(u));
}

/** Bans every cached page whose path matches `pattern` (default: all) at every edge cache. */
export async function purgeEdge(pattern = "^/", urls = edgePurgeUrls()): Promise<number> {
  const results = await Promise.allSettled(
    urls.map(async (url) => {
      const res = await fetch(url, {
        method: "PURGE",
        headers: { "x-ban-url": pattern },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`edge answered ${res.status}`);
    }),
  );
  let done = 0;
  results.forEach((r, i) => {
    if (r.status === "fulfilled") done++;
    else log.warn({ err: r.reason, url: urls[i] }, "edge cache purge failed");
  });
  return done;
}
