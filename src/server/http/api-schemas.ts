/**
 * zod pieces shared by the `/api/public/*` endpoints and the actions of `src/server/actions`
 * (decision 0020): ids, texts, e-mail, language, addresses, the delivery choice.
 */
import { z } from "zod";
import { FIELD_LIMITS } from "../../domain/address/limits";
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

/** A text field that must be sent: at most `max` characters. */
export const requiredText = (max: number) => z.string().max(max);

/** A text field: at most `max` characters, `""` when left out. */
export const text = (max: number) => requiredText(max).default("");

/** An e-mail address as typed: trimmed, lower-cased, at most 254 characters, well formed. */
export const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** The shop's languages. */
export const langField = z.enum(["pl", "en", "de"]);

/**
 * The fields of a postal address (shipping or invoice), each `""` when left out, at most as long
 * as the shared limits table says (the checkout's inputs take the same `maxlength`).
 */
export const addressFields = {
  name: text(FIELD_LIMITS.name),
  street: text(FIELD_LIMITS.street),
  number: text(FIELD_LIMITS.number),
  apartment: text(FIELD_LIMITS.apartment),
  postCode: text(FIELD_LIMITS.postCode),
  city: text(FIELD_LIMITS.city),
};

/** The shopper's delivery choice (order quote and order): the option, its locker, its slot. */
export const deliveryChoice = z.object({
  id: z.string().max(32),
  lockerCode: z.string().max(200).optional(),
  date: z.string().max(10).optional(),
  time: z.string().max(5).optional(),
});
