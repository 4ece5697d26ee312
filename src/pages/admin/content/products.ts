/**
 * GET /admin/content/products (issue 44, item 12): the content editor's product picker, for the
 * owner only (the gate checks the session and the right to the content). One of `q` (a name or
 * code, at least 2 characters: at most 10 live products), `group` or `manufacturer` (an id: the
 * first products its page lists, as many as a section shows) or `ids` (comma separated, at most
 * 60: those that are live, in that order). 200 `{ products: [{ id, code, name, archived }] }`
 * with names in the back office's language; 400 `INVALID_INPUT` naming the field otherwise.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { apiError, json } from "../../../server/http/responses";
import {
  pickerProducts,
  type PickerQuery,
} from "../../../server/services/admin/content/content-products";

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const Query = z.union([
  z.object({ q: z.string().trim().min(2).max(100) }),
  z.object({ group: Id }),
  z.object({ manufacturer: Id }),
  z.object({
    ids: z
      .string()
      .regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,59}$/)
      .transform((text) => text.split(",").map(Number)),
  }),
]);

export const GET: APIRoute = async ({ url, locals }) => {
  if (!locals.owner) return apiError("unauthorized", 401);
  const params = Object.fromEntries(url.searchParams);
  const parsed = Query.safeParse(params);
  if (!parsed.success) {
    const fields = Object.keys(params).filter((k) =>
      ["q", "group", "manufacturer", "ids"].includes(k),
    );
    return apiError("INVALID_INPUT", 400, { fields: fields.length > 0 ? fields : ["q"] });
  }
  const products = await pickerProducts(parsed.data as PickerQuery, locals.ctx.lang);
  return json({ products }, { headers: { "cache-control": "private, no-store" } });
};
