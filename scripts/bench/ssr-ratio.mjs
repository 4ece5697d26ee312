// Requests per second of rendered pages against the same HTML served as a
// static file by the same server (the adapter's static files), measured with
// autocannon (20 connections, brotli/gzip accepted), side by side in one run.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import autocannon from "autocannon";

const STATIC_DIR = "dist/client/__bench";

async function rps(url, seconds) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

/**
 * For each page: SSR req/s, static req/s of its HTML (saved under
 * dist/client/__bench for the run) and their ratio.
 */
export async function ssrRatios(origin, pages, seconds) {
  const out = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const html = await (await fetch(`${origin}${path}`)).text();
      const file = join(STATIC_DIR, `${name}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      await rps(`${origin}${path}`, 1); // warm-up
      const ssr = await rps(`${origin}${path}`, seconds);
      const stat = await rps(`${origin}/__bench/${name}.html`, seconds);
      out[name] = { ssr, static: stat, ratio: Number((ssr / stat).toFixed(3)) };
    }
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }
  return out;
}
