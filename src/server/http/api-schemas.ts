/** zod pieces shared by the `/api/public/*` endpoints. */
import { z } from "zod";

/** A public id: digits only, as the API exposes database ids as strings. */
export const publicId = z
  .union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()])
  .transform(Number);

export const langParam = z.string().regex(/^[a-z]{2}$/);

/** `"true"`/`"1"` as true, anything else false (query flags). */
export const flagParam = z
  .string()
  .optional()
  .transform((v) => v === "true" || v === "1");

export const idList = z.array(publicId).max(1000);
