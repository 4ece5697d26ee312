/**
 * The edge tests' Varnish (issue 33, item 5): the reference configuration
 * (deploy/varnish/default.vcl) started by scripts/edge/varnish.mjs on `TEST_EDGE_PORT` in front
 * of the suite's shop, which sends its purges there (playwright.config.ts sets its
 * `EDGE_PURGE_URLS` when `TEST_EDGE_PORT` is set; scripts/test-engines.mjs sets it for the
 * SQLite run). Without varnishd or the port the edge tests are skipped, and say why.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { varnishdPath } from "../../scripts/edge/varnish.mjs";

export const EDGE_PORT = Number(process.env["TEST_EDGE_PORT"] ?? 0);
export const SHOP_PORT = Number(process.env["TEST_PORT"] ?? 4399);
export const EDGE_URL = `http://127.0.0.1:${EDGE_PORT}`;

/** Why the edge tests cannot run here, or null when they can. */
export function edgeUnavailable(): string | null {
  if (!EDGE_PORT) return "TEST_EDGE_PORT is not set (npm test sets it for the SQLite run)";
  if (!varnishdPath())
    return "varnishd is not installed (Debian package varnish): edge tests SKIPPED";
  return null;
}

/** What the edge did with an answer: HIT, MISS or PASS. */
export const edgeOf = (res: APIResponse): string => res.headers()["x-cache"] ?? "";

/**
 * Asks for `path` until its second request in a row is a hit (at most three times: another
 * test's publish may ban the edge between the two) and returns that hit.
 */
export async function secondRequestHit(
  edge: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ first: APIResponse; second: APIResponse }> {
  let pair: { first: APIResponse; second: APIResponse } | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const first = await edge.get(path, { headers });
    const second = await edge.get(path, { headers });
    pair = { first, second };
    if (edgeOf(second) === "HIT") break;
  }
  if (!pair) throw new Error("no request made");
  return pair;
}
