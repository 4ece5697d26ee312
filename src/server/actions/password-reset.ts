/**
 * Setting a new password with the code of an e-mailed reset link (spec 2 §7 reset-pass, §8;
 * decision 0020): one schema for the JSON body of `POST /api/public/reset-pass/{code}` and the
 * `/reset-password/{code}` page's form, posted without JavaScript, and one run for both: at most
 * 30 attempts from an address an hour, each unknown, used or expired code counted.
 */
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../domain/account/registration";
import { count, retryAfter } from "../auth/rate-limit";
import { resetPassword, type ResetResult } from "../services/account/password.service";
import { formText, parseInput, type FormInput } from "./form-input";

export const passwordResetSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH),
  retypedPassword: z.string().max(PASSWORD_MAX_LENGTH),
});

type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** The page's form as the endpoint's body. */
export function parsePasswordResetForm(form: FormData): FormInput<PasswordResetInput> {
  return parseInput(passwordResetSchema, {
    password: formText(form, "password") ?? "",
    retypedPassword: formText(form, "retypedPassword") ?? "",
  });
}

type PasswordResetOutcome =
  { outcome: ResetResult } | { outcome: "tooManyRequests"; retryAfter: number };

/** Sets the password of the account `code` was sent to, asked from `address`. */
export async function resetPasswordWithCode(
  code: string,
  input: PasswordResetInput,
  address: string,
): Promise<PasswordResetOutcome> {
  const keys = { account: `code:${address}`, address };
  const wait = await retryAfter("resetPass", keys);
  if (wait > 0) return { outcome: "tooManyRequests", retryAfter: wait };
  const result = await resetPassword(code, input.password, input.retypedPassword, address);
  if (result === "codeInvalid") await count("resetPass", keys);
  return { outcome: result };
}
