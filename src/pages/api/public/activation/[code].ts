/**
 * GET /api/public/activation/{code} — activates the account of an e-mailed
 * activation link (spec 2 §7, §2 Activation). Idempotent:
 *   200 `{ result: "activated" }` the first time (a welcome e-mail is sent),
 *   200 `{ result: "alreadyActive" }` afterwards;
 *   410 `{ error: "superseded" }` for a link replaced by a newer one (sent again) while the
 *       account is still inactive;
 *   404 `{ error: "notFound" }` for an unknown code; 503 when the database is down.
 */
import type { APIRoute } from "astro";
import { apiError, json } from "../../../../server/http/responses";
import { activate } from "../../../../server/services/account/register.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("auth");

export const GET: APIRoute = async ({ params, locals }) => {
  try {
    const { result } = await activate(params["code"] ?? "", locals.ctx.settings);
    if (result === "notFound") return apiError("notFound", 404);
    if (result === "superseded") return apiError("superseded", 410);
    return json({ result });
  } catch (error) {
    log.error({ err: error }, "activation failed");
    return apiError("UNAVAILABLE", 503);
  }
};
