/**
 * POST /admin/content/discard (issue 31, item 2): throws the unpublished drafts away (the editor
 * opens with what shoppers see again) and goes back to the editor (303). Only when the form
 * confirms it (issue 44: the editor's "Discard the draft" asks first, ConfirmSubmit); without
 * `confirm=yes` the drafts stay and the editor says so.
 */
import type { APIRoute } from "astro";
import { confirmed } from "../../../server/http/admin/confirm";
import { checkCsrf } from "../../../server/http/admin/csrf";
import { apiError, readForm } from "../../../server/http/responses";
import { discardDrafts } from "../../../server/services/admin/content/content.service";

export const POST: APIRoute = async ({ request, locals, redirect }) => {
  const owner = locals.owner;
  if (!owner) return apiError("unauthorized", 401);
  const form = await readForm(request);
  if (!checkCsrf(locals, form)) return apiError("csrf", 403);
  if (!confirmed(form)) return redirect("/admin/content?done=unconfirmed", 303);
  await discardDrafts(owner.id);
  return redirect("/admin/content?done=discarded", 303);
};
