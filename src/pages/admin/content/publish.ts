/**
 * POST /admin/content/publish (issue 31, item 2): makes the drafts of the home page, menu and
 * footer that differ from what shoppers see live (content-publish.ts: one transaction, a version
 * kept, the page and edge caches dropped) and goes back to the editor with what happened (303:
 * `done=published`, `nothing` when no draft differs, `invalid` when the draft schema refuses a
 * stored draft; the editor then marks its fields), so a reload never publishes twice. The gate
 * has checked the session, its CSRF token and the owner's right.
 */
import type { APIRoute } from "astro";
import { checkCsrf } from "../../../server/http/admin/csrf";
import { apiError, readForm } from "../../../server/http/responses";
import { publishDrafts } from "../../../server/services/admin/content/content-publish";

export const POST: APIRoute = async ({ request, locals, redirect }) => {
  const owner = locals.owner;
  if (!owner) return apiError("unauthorized", 401);
  if (!checkCsrf(locals, await readForm(request))) return apiError("csrf", 403);
  const result = await publishDrafts(owner.id);
  return redirect(`/admin/content?done=${result.ok ? "published" : result.error}`, 303);
};
