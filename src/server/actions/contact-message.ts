/**
 * The contact form (spec 2 §4, §5, §7 contact-form; decision 0020): one schema for the JSON body
 * of `POST /api/public/contact-form` and the contact page's form, posted without JavaScript, and
 * one run for both: a form the rules reject costs nothing; a valid one counts against the limits
 * (per e-mail and per address) and is stored and mailed to the shop.
 */
import { z } from "zod";
import {
  CONTACT_LIMITS,
  invalidContactFields,
  type ContactField,
} from "../../domain/account/contact-form";
import { count, retryAfter } from "../auth/rate-limit";
import { sendContactMessage, type ContactResult } from "../services/contact.service";
import { formText, parseInput, type FormInput } from "./form-input";

/** Twice the rules' lengths for the name and message: the rules measure them trimmed. */
export const contactSchema = z.object({
  name: z.string().max(CONTACT_LIMITS.name * 2),
  email: z.string().max(CONTACT_LIMITS.email),
  msg: z.string().max(CONTACT_LIMITS.msg * 2),
  number: z.string().max(CONTACT_LIMITS.number).optional(),
});

type ContactFormInput = z.infer<typeof contactSchema>;

/** The page's form as the endpoint's body. */
export function parseContactForm(form: FormData): FormInput<ContactFormInput> {
  return parseInput(contactSchema, {
    name: formText(form, "name") ?? "",
    email: formText(form, "email") ?? "",
    msg: formText(form, "msg") ?? "",
    number: formText(form, "number"),
  });
}

type ContactOutcome =
  | { outcome: ContactResult }
  | { outcome: "formInvalid"; fields: ContactField[] }
  | { outcome: "tooManyRequests"; retryAfter: number };

/** Sends the message from `address`, in the shopper's `lang`. */
export async function sendContactForm(
  input: ContactFormInput,
  address: string,
  lang: string,
): Promise<ContactOutcome> {
  const fields = invalidContactFields(input);
  if (fields.length > 0) return { outcome: "formInvalid", fields };
  const keys = { account: input.email.trim().toLowerCase(), address };
  const wait = await retryAfter("contact", keys);
  if (wait > 0) return { outcome: "tooManyRequests", retryAfter: wait };
  await count("contact", keys);
  return { outcome: await sendContactMessage(input, lang) };
}
