/**
 * POST /admin/content/draft (issue 31, item 2): the editor's save of one kind of draft,
 * `{ kind: "home" | "menu" | "footer", data }` as JSON, with the session's CSRF token in
 * `x-csrf-token` (the gate checks it and the owner's right to the content). 200
 * `{ savedAt }`; 400 `{ error: "invalidDraft", fields, problems }` naming what the draft schema
 * refused (`fields`: dotted paths; `problems`: `{ path, code }`, domain/content/), and nothing
 * stored; 400 `INVALID_INPUT` for another shape; at most 1 MB.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { apiError, json, readJson } from "../../../server/http/responses";
import { CONTENT_KINDS } from "../../../domain/content/content-drafts.schema";
import { saveDraft } from "../../../server/services/admin/content/content.service";

const Body = z.object({ kind: z.enum(CONTENT_KINDS), data: z.unknown() });

export const POST: APIRoute = async ({ request, locals }) => {
  const owner = locals.owner;
  if (!owner) return apiError("unauthorized", 401);
  const body = await readJson(request, Body, 1_000_000);
  if (!body.ok) return body.response;
  const saved = await saveDraft(owner.id, body.data.kind, body.data.data);
  if (!saved.ok) {
    const fields = saved.problems.map((p) => p.path.join("."));
    return apiError("invalidDraft", 400, { fields, problems: saved.problems });
  }
  return json({ savedAt: saved.savedAt });
};
