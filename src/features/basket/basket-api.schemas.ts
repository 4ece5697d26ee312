/** zod shapes of the basket, promo and delivery endpoints (server side only). */
import { z } from "zod";
import { parseLine, type StoredLine } from "./basket-line";

/** Basket lines as sent by the client: parsed leniently, malformed lines dropped. */
export const linesSchema = z
  .array(z.unknown())
  .max(500)
  .transform((items) => items.map(parseLine).filter((l): l is StoredLine => l !== null));

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

export const countrySchema = z
  .string()
  .regex(/^[a-z]{2}$/i)
  .transform((s) => s.toLowerCase());
