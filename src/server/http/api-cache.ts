/**
 * Headers of catalogue API reads. Their answers depend on the caller's price
 * group (`productForViewer`): a guest's answer is shared and CDN-cacheable,
 * a wholesale customer's (or a logged-in shopper's when prices are for
 * logged-in users only) is private. The caller is known from the APP_TOKEN
 * cookie or an `Authorization: Bearer` header, hence the Vary.
 */
import type { RequestContext } from "../context";
import { CACHE_API_CATALOGUE, CACHE_PRIVATE } from "./cache";
import { isPersonalised } from "./page-cache";

export function catalogueApiHeaders(ctx: RequestContext): Record<string, string> {
  return {
    "cache-control": isPersonalised(ctx) ? CACHE_PRIVATE : CACHE_API_CATALOGUE,
    vary: "Authorization, Cookie",
  };
}
