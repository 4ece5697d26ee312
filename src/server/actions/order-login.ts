/**
 * Guest order lookup (spec 2 §7 login/order, §5 Order lookup; decision 0020): one schema for the
 * JSON body of `POST /api/public/login/order` and the `/login/order` page's forms, posted without
 * JavaScript (step 1 `email` and `no`; step 2 also `code` with `step=2`), and one run of the
 * steps under their limits for both: without a code, e-mail one (5 requests per order, 30 per
 * address an hour); with it, log in as the order's ghost user.
 */
import { z } from "zod";
import type { Settings } from "../../domain/shop/settings.types";
import { count, retryAfter } from "../auth/rate-limit";
import type { UserRow } from "../db/schema";
import { emailField, langField } from "../http/api-schemas";
import { loginByOrderCode, orderKeys, sendOrderCode } from "../services/orders/order-login.service";
import { formText, parseInput, type FormInput } from "./form-input";

export const orderLoginSchema = z.object({
  email: emailField,
  no: z.string().trim().min(1).max(64),
  // Step 2's code: never blank (a blank one would silently send another code).
  code: z.string().trim().min(1).max(16).optional(),
  lang: langField.optional(),
});

type OrderLoginInput = z.infer<typeof orderLoginSchema>;

/** The page's form as the endpoint's body: the code only from step 2's form. */
export function parseOrderLoginForm(form: FormData): FormInput<OrderLoginInput> {
  return parseInput(orderLoginSchema, {
    email: formText(form, "email") ?? "",
    no: formText(form, "no") ?? "",
    code: form.get("step") === "2" ? formText(form, "code") : undefined,
  });
}

type OrderLoginOutcome =
  | { outcome: "codeSent" | "notFound" | "codeInvalid" | "codeBurned" }
  | { outcome: "tooManyRequests"; retryAfter: number }
  | { outcome: "loggedIn"; token: string; user: UserRow };

/** Step 1 (no code: e-mails one) or step 2 (the code: a session), in the shopper's `lang`. */
export async function orderLogin(
  input: OrderLoginInput,
  address: string,
  lang: string,
  settings: Settings,
): Promise<OrderLoginOutcome> {
  const { email, no, code } = input;
  const keys = orderKeys({ email, no }, address);
  if (code) {
    const session = await loginByOrderCode({ email, no, code }, keys.address);
    return session.ok
      ? { outcome: "loggedIn", token: session.token, user: session.user }
      : { outcome: session.error };
  }
  const wait = await retryAfter("orderCode", keys);
  if (wait > 0) return { outcome: "tooManyRequests", retryAfter: wait };
  await count("orderCode", keys);
  const sent = await sendOrderCode({ email, no }, lang, settings);
  return { outcome: sent === "sent" ? "codeSent" : "notFound" };
}
