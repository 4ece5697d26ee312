/**
 * Ending a newsletter subscription with the token of an e-mail's link (decision 0020): one
 * schema for the JSON body of `POST /api/public/newsletter/unsubscribe` and the confirmation
 * form of `/unsubscribe`, posted without JavaScript. Both then call `unsubscribe`.
 */
import { z } from "zod";
import { formText, parseInput, type FormInput } from "./form-input";

export const unsubscribeSchema = z.object({ token: z.string().max(200) });

type UnsubscribeInput = z.infer<typeof unsubscribeSchema>;

/** The confirmation form as the endpoint's body. */
export function parseUnsubscribeForm(form: FormData): FormInput<UnsubscribeInput> {
  return parseInput(unsubscribeSchema, { token: formText(form, "token") ?? "" });
}
