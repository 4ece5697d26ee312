/**
 * GET /auth/social/{provider}/callback — the end of the social login code
 * flow: checks the state against the flow cookie, exchanges the code with
 * the PKCE verifier, signs the person in (social.service.ts), sets the
 * APP_TOKEN cookie and ends the popup with `{ type: "APP_TOKEN", user }`
 * (name, flags and points only; the token stays in the HttpOnly cookie).
 * A provider without an e-mail ends with `{ type: "APP_TOKEN_REGISTER",
 * extId, name }`, which opens the registration; a failure or a refusal with
 * `{ type: "APP_TOKEN_ERROR" }`.
 */
import type { APIRoute } from "astro";
import { setTokenCookie } from "../../../../server/auth/session";
import { socialProvider } from "../../../../server/auth/social-config";
import { callbackUri, popupEnd, sameState, takeFlow } from "../../../../server/auth/social-flow";
import { finishSocial } from "../../../../server/services/account/social.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("auth");

export const GET: APIRoute = async ({ params, request, cookies, url, locals }) => {
  const flow = takeFlow(cookies);
  const ret = flow?.ret ?? "/";
  const provider = socialProvider(params["provider"] ?? "");
  const code = url.searchParams.get("code") ?? "";
  const state = url.searchParams.get("state") ?? "";
  if (!flow || !provider || flow.provider !== provider.id || !code || !sameState(state, flow.state))
    return popupEnd({ type: "APP_TOKEN_ERROR" }, ret);
  const redirectUri = callbackUri(provider.id, locals.ctx.langConfig, locals.ctx.lang);
  try {
    const result = await finishSocial(provider, redirectUri, code, flow.verifier, flow.lang);
    if (result.kind === "failed") return popupEnd({ type: "APP_TOKEN_ERROR" }, ret);
    if (result.kind === "needsEmail")
      return popupEnd({ type: "APP_TOKEN_REGISTER", extId: result.extId, name: result.name }, ret);
    setTokenCookie(cookies, request, result.token);
    const u = result.user;
    return popupEnd(
      {
        type: "APP_TOKEN",
        user: {
          name: u.name,
          ghost: u.ghost === 1,
          wholesale: u.wholesale === 1,
          loyaltyPoints: u.loyalty_points,
        },
      },
      ret,
    );
  } catch (error) {
    log.error({ err: error }, "social login failed");
    return popupEnd({ type: "APP_TOKEN_ERROR" }, ret);
  }
};
