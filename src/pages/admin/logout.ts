/**
 * POST /admin/logout (issue 31): ends the owner's session (the gate has checked the session and
 * its CSRF token; this checks the token again), records it in the audit log, clears the cookie
 * and goes to the login page (303).
 */
import type { APIRoute } from "astro";
import { clearOwnerCookie } from "../../server/auth/owner-session";
import { checkCsrf } from "../../server/http/admin/csrf";
import { addressOf } from "../../server/auth/rate-limit";
import { apiError, readForm } from "../../server/http/responses";
import { ownerLogout } from "../../server/services/admin/owner-auth.service";

export const POST: APIRoute = async (context) => {
  const { request, locals, cookies, redirect } = context;
  if (!checkCsrf(locals, await readForm(request))) return apiError("csrf", 403);
  if (locals.ownerTokenHash) await ownerLogout(locals.ownerTokenHash, addressOf(context));
  clearOwnerCookie(cookies, request);
  return redirect("/admin/login", 303);
};
