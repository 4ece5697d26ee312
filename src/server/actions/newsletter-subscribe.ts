/**
 * Subscribing to the newsletter (spec 2 §7 newsletter, §8 texts; decision 0020): one schema for
 * the JSON body of `POST /api/public/newsletter/` and the newsletter block's form posted without
 * JavaScript to `/newsletter`, and one run for both: a valid address, under the limits (per
 * address and per client), is subscribed and welcomed in the shopper's language.
 */
import { z } from "zod";
import { isValidEmail } from "../../domain/account/validators";
import { count, retryAfter } from "../auth/rate-limit";
import type { RequestContext } from "../context";
import { mailLinks } from "../http/mail-links";
import { subscribe, type SubscribeResult } from "../services/account/newsletter.service";
import { formText, parseInput, type FormInput } from "./form-input";

export const subscribeSchema = z.object({
  email: z.string().max(254),
  lang: z.string().max(8).optional(),
});

type SubscribeInput = z.infer<typeof subscribeSchema>;

/** The block's form as the endpoint's body (the language is the page's). */
export function parseSubscribeForm(form: FormData): FormInput<SubscribeInput> {
  return parseInput(subscribeSchema, { email: formText(form, "email") ?? "" });
}

type SubscribeOutcome =
  | { outcome: SubscribeResult | "emailInvalid" }
  | { outcome: "tooManyRequests"; retryAfter: number };

/** Subscribes `email` (trimmed, lower-cased) from `address`. */
export async function subscribeToNewsletter(
  input: SubscribeInput,
  address: string,
  ctx: RequestContext,
): Promise<SubscribeOutcome> {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) return { outcome: "emailInvalid" };
  const keys = { account: email, address };
  const wait = await retryAfter("newsletter", keys);
  if (wait > 0) return { outcome: "tooManyRequests", retryAfter: wait };
  await count("newsletter", keys);
  return { outcome: await subscribe(email, ctx.lang, mailLinks(ctx)) };
}
