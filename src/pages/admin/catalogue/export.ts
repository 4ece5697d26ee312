/**
 * `GET /admin/catalogue/export` (issue 31, item 6): the whole catalogue as a CSV file to edit
 * in a spreadsheet and import again (UTF-8 with a byte-order mark, `;` between fields:
 * domain/catalogue-import/catalogue-csv.ts). Staff may download it; the gate keeps it private.
 * Each download is in the audit log (who, how many products, from where).
 */
import type { APIRoute } from "astro";
import { addressOf } from "../../../server/auth/rate-limit";
import { exportCatalogue } from "../../../server/services/admin/catalogue-import.service";

export const GET: APIRoute = async (context) => {
  const day = new Date().toISOString().slice(0, 10);
  const csv = await exportCatalogue(context.locals.owner?.id ?? null, addressOf(context));
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="products-${day}.csv"`,
    },
  });
};
