/**
 * POST /admin/settings/preview (issue 31, item 3): the settings form sent by its "Show the
 * preview" button into the framed shop. The change is checked with the stored settings'
 * schemas and kept as the owner's draft for an hour under a random token; the frame is sent
 * (303) to the shop page it showed, `?preview=true&settingsDraft=<token>`, which renders with
 * the draft (middleware.ts). A refused change keeps nothing: the frame shows the saved
 * settings, with `settingsDraftRefused=1` for the page's script; saving names the fields.
 */
import type { APIRoute } from "astro";
import { editFromForm } from "../../../domain/shop/settings-form";
import { checkCsrf } from "../../../server/http/admin/csrf";
import { apiError, readForm } from "../../../server/http/responses";
import { storeSettingsDraft } from "../../../server/services/admin/preview-drafts.service";
import { checkSettingsEdit } from "../../../server/services/admin/settings-admin.service";

/** A shop page's path: one leading slash, not the back office, no query or fragment. */
const SHOP_PATH = /^\/(?!\/)(?!admin(\/|$))[^?#\\\s]{0,300}$/;

export const POST: APIRoute = async ({ request, locals }) => {
  const form = await readForm(request);
  if (!checkCsrf(locals, form) || !locals.owner) return apiError("csrf", 403);
  const asked = form.get("previewPath");
  const path = typeof asked === "string" && SHOP_PATH.test(asked) ? asked : "/";
  const checked = checkSettingsEdit(
    editFromForm(
      form,
      locals.ctx.settings.langs.map((l) => l.code),
    ),
  );
  const query = new URLSearchParams({ preview: "true" });
  if (checked.ok)
    query.set("settingsDraft", await storeSettingsDraft(locals.owner.id, checked.edit));
  else query.set("settingsDraftRefused", "1");
  return new Response(null, { status: 303, headers: { location: `${path}?${query}` } });
};
