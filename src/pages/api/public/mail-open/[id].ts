/**
 * GET /api/public/mail-open/{id} — a newsletter e-mail's open pixel (spec 2
 * §7): records an open of outbox mail {id} and answers a 1×1 transparent
 * GIF, never cached. Any id answers the same image (nothing to enumerate).
 */
import type { APIRoute } from "astro";
import { toDbId } from "../../../../domain/shop/ids";
import { recordOpen } from "../../../../server/services/account/newsletter.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("mail-open");

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export const GET: APIRoute = async ({ params }) => {
  await recordOpen(toDbId(params["id"]) ?? 0).catch((error: unknown) =>
    log.error({ err: error }, "recording a mail open failed"),
  );
  return new Response(GIF, {
    headers: {
      "content-type": "image/gif",
      "content-length": String(GIF.length),
      "cache-control": "no-store, private",
    },
  });
};
