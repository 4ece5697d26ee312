/**
 * GET /auth/social/{provider}?lang=&return= — the social login popup's
 * public path (spec 2 §7): starts the provider's OAuth code flow with PKCE
 * and redirects to its login page. Unknown or unconfigured providers are
 * not found.
 */
import type { APIRoute } from "astro";
import { socialProvider } from "../../../server/auth/social-config";
import { callbackUri, safeReturn, saveFlow } from "../../../server/auth/social-flow";
import { startSocial } from "../../../server/services/account/social.service";

export const GET: APIRoute = ({ params, request, cookies, url, redirect, locals }) => {
  const provider = socialProvider(params["provider"] ?? "");
  if (!provider) return new Response("Not found", { status: 404 });
  const redirectUri = callbackUri(provider.id, locals.ctx.langConfig, locals.ctx.lang);
  const start = startSocial(provider, redirectUri);
  saveFlow(cookies, request, {
    state: start.state,
    verifier: start.verifier,
    provider: provider.id,
    lang: url.searchParams.get("lang")?.slice(0, 5) ?? locals.ctx.lang,
    ret: safeReturn(url.searchParams.get("return")),
  });
  return redirect(start.url, 302);
};
