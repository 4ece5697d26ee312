/**
 * POST /api/public/newsletter/unsubscribe — body `{ token }` from the
 * unsubscribe link of a newsletter e-mail. 200 `{ result: "unsubscribed" }`;
 * 400 `{ error: "invalidLink" }` for an unknown or already used token.
 */
import type { APIRoute } from "astro";
import { unsubscribeSchema } from "../../../../server/actions/newsletter-unsubscribe";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { unsubscribe } from "../../../../server/services/account/newsletter.service";

export const POST: APIRoute = async ({ request }) => {
  const body = await readJson(request, unsubscribeSchema, 2_000);
  if (!body.ok) return body.response;
  if (!(await unsubscribe(body.data.token))) return apiError("invalidLink", 400);
  return json({ result: "unsubscribed" });
};
