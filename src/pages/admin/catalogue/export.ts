/**
 * `GET /admin/catalogue/export` (issue 31, item 6): the whole catalogue as a CSV file to edit
 * in a spreadsheet and import again (UTF-8 with a byte-order mark, `;` between fields:
 * domain/catalogue-import/catalogue-csv.ts). Staff may download it; the gate keeps it private.
 */
import type { APIRoute } from "astro";
import { exportCatalogue } from "../../../server/services/admin/catalogue-import.service";

export const GET: APIRoute = async () => {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await exportCatalogue(), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="products-${day}.csv"`,
    },
  });
};
