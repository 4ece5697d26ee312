/** zod pieces shared by the `/api/public/*` endpoints. */
import { z } from "zod";
import { toDbId } from "../../domain/shop/ids";

/**
 * A public id: digits (the API exposes database ids as strings) or a number. It parses to the
 * database id, or to null when it cannot name a row (not an integer 1..2147483647,
 * domain/shop/ids.ts): endpoints answer null as not found, and it never reaches SQL.
 */
const idInput = z.union([z.string().max(64), z.number()]);
export const publicId = idInput.transform(toDbId);

/** `"true"`/`"1"` as true, anything else false (query flags). */
export const flagParam = z
  .string()
  .optional()
  .transform((v) => v === "true" || v === "1");

/** Ids of a list: those that cannot name a row are dropped. */
export const idList = z
  .array(publicId)
  .max(1000)
  .transform((ids) => ids.filter((id): id is number => id !== null));

/** Ids of a list as sent, as text (basket integrity answers each one: existing or missing). */
export const idTexts = z.array(idInput.transform(String)).max(1000);
