/**
 * POST /admin/content/discard (issue 31, item 2): throws the unpublished drafts away (the editor
 * opens with what shoppers see again) and goes back to the editor (303).
 */
import type { APIRoute } from "astro";
import { checkCsrf } from "../../../server/http/admin/csrf";
import { apiError, readForm } from "../../../server/http/responses";
import { discardDrafts } from "../../../server/services/admin/content/content.service";

export const POST: APIRoute = async ({ request, locals, redirect }) => {
  const owner = locals.owner;
  if (!owner) return apiError("unauthorized", 401);
  if (!checkCsrf(locals, await readForm(request))) return apiError("csrf", 403);
  await discardDrafts(owner.id);
  return redirect("/admin/content?done=discarded", 303);
};
