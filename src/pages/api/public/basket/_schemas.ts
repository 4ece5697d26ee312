/** zod shape of the server basket's body (spec 1 §7 basket payload); the total is never read. */
import { z } from "zod";

export const basketProductsSchema = z
  .array(
    z.object({
      count: z.number().positive().max(999_999),
      id: z.string().regex(/^\d{1,15}$/),
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
