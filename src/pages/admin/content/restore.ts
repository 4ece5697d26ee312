/**
 * POST /admin/content/restore (issue 31, item 2): puts a published version (form field
 * `version`) back as the draft of its kind, for the owner to look at in the preview and publish;
 * back to the editor (303). An unknown version is 404.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { checkCsrf } from "../../../server/http/admin/csrf";
import { apiError, readForm } from "../../../server/http/responses";
import { restoreVersion } from "../../../server/services/admin/content/content.service";

const Version = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const POST: APIRoute = async ({ request, locals, redirect }) => {
  const owner = locals.owner;
  if (!owner) return apiError("unauthorized", 401);
  const form = await readForm(request);
  if (!checkCsrf(locals, form)) return apiError("csrf", 403);
  const version = Version.safeParse(form.get("version"));
  if (!version.success) return apiError("INVALID_INPUT", 400, { fields: ["version"] });
  const kind = await restoreVersion(owner.id, version.data);
  if (!kind) return apiError("notFound", 404);
  return redirect("/admin/content?done=restored", 303);
};
