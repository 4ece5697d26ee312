/**
 * POST /admin/logout (issue 31): ends the owner's session (the gate has checked the session and
 * its CSRF token; this checks the token again), records it in the audit log, clears the cookie
 * and goes to the login page (303).
 */
import type { APIRoute } from "astro";
import { clearOwnerCookie } from "../../server/auth/owner-session";
import { checkCsrf } from "../../server/http/admin/csrf";
import { apiError, readForm } from "../../server/http/responses";
import { ownerLogout } from "../../server/services/admin/owner-auth.service";

export const POST: APIRoute = async ({ request, locals, cookies, redirect }) => {
  if (!checkCsrf(locals, await readForm(request))) return apiError("csrf", 403);
  if (locals.ownerTokenHash) await ownerLogout(locals.ownerTokenHash);
  clearOwnerCookie(cookies, request);
  return redirect("/admin/login", 303);
};
