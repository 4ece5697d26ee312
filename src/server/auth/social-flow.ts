/**
 * The social login popup's plumbing for the routes under /auth/social: the
 * flow cookie (state, PKCE verifier, provider, language and where to return;
 * HttpOnly, 10 minutes, only sent to /auth/social) and the little page that
 * ends the popup by posting its message to the opener (same origin only) and
 * closing, or, without an opener, by going back to the shop.
 */
import type { AstroCookies } from "astro";
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { langOrigin, type LangConfig } from "../../i18n/routing";
import { CACHE_PRIVATE } from "../http/cache-headers";
import { requestIsTls, scriptHash } from "../http/security-headers.mjs";

export const FLOW_COOKIE = "social_flow";
const FLOW_PATH = "/auth/social";

const flowSchema = z.object({
  state: z.string().min(1).max(200),
  verifier: z.string().min(1).max(200),
  provider: z.string().min(1).max(32),
  lang: z.string().max(5),
  ret: z.string().max(500),
});
export type Flow = z.infer<typeof flowSchema>;

/**
 * The redirect URI given to the provider (and registered with it): on the language's configured
 * origin (`SITE_URL`, `BASE_URL_<LANG>`), never the request's host or scheme, so behind a proxy
 * that ends TLS it is still `https://`.
 */
export function callbackUri(providerId: string, config: LangConfig, lang: string): string {
  return new URL(`/auth/social/${providerId}/callback`, langOrigin(config, lang)).href;
}

/** A same-site path to return to, or "/". */
export function safeReturn(value: string | null | undefined): string {
  return value && /^\/(?![/\\])[^\s]*$/.test(value) ? value.slice(0, 500) : "/";
}

export function saveFlow(cookies: AstroCookies, request: Request, flow: Flow): void {
  cookies.set(FLOW_COOKIE, JSON.stringify(flow), {
    path: FLOW_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: requestIsTls(request),
    maxAge: 600,
  });
}

export function takeFlow(cookies: AstroCookies): Flow | null {
  const raw = cookies.get(FLOW_COOKIE)?.value;
  cookies.delete(FLOW_COOKIE, { path: FLOW_PATH });
  if (!raw) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function sameState(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The popup's script. It is the same on every answer (the message comes from a JSON data
 * block), so the page's Content-Security-Policy allows exactly it by its hash.
 */
const POPUP_SCRIPT =
  '(function(){var d=JSON.parse(document.getElementById("popup-end").textContent);if(window.opener&&!window.opener.closed){window.opener.postMessage(d.message,location.origin);window.close();}else{location.replace(d.ret);}})();';
const POPUP_POLICY = `script-src '${scriptHash(POPUP_SCRIPT)}'; object-src 'none'; base-uri 'none'`;

/** The popup's last page: posts `message` to the opener and closes, or returns to `ret`. */
export function popupEnd(message: Record<string, unknown>, ret: string): Response {
  const data = JSON.stringify({ message, ret }).replace(/</g, "\\u003c");
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>…</title></head><body><script type="application/json" id="popup-end">${data}</script><script>${POPUP_SCRIPT}</script></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": CACHE_PRIVATE,
      "content-security-policy": POPUP_POLICY,
    },
  });
}
