/**
 * zod shape of the server basket's body (spec 1 §7 basket payload); the total is never read. A
 * product id that names no product (unknown, or not an id at all: domain/shop/ids.ts) drops its line.
 */
import { z } from "zod";

export const basketProductsSchema = z
  .array(
    z.object({
      count: z.number().positive().max(999_999),
      id: z.string().min(1).max(64),
      code: z.string().max(200).optional(),
      variantHash: z.string().max(512).default(""),
    }),
  )
  .max(500);

export const basketBodySchema = z.object({
  products: basketProductsSchema,
  user: z.unknown().optional(),
  totalPrice: z.unknown().optional(),
  lang: z.string().optional(),
});
