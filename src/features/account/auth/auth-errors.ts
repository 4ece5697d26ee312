/**
 * The message a failed account call shows (spec 2 §8): login 401 with the
 * inactive flag is accountInactive, any other login 401 passwordIncorrect;
 * register 401 EMAIL_TAKEN is emailTaken; reset 404 is userDoesNotExist and
 * anything else unexpected; 429 says when to try again (whole minutes, at
 * least one); the form's own messages pass through.
 */
import { format } from "../../../i18n/format";
import type { AuthMessages } from "./auth.messages";

export interface FailedCall {
  status: number;
  error: string;
  body: unknown;
}

const FORM_MESSAGES = {
  passwordDontMatch: "auth.passwordDontMatch",
  emailDontMatch: "auth.emailDontMatch",
  needRulesAcceptance: "auth.needRulesAcceptance",
  formInvalid: "auth.formInvalid",
  passwordIncorrect: "auth.passwordIncorrect",
  accountInactive: "auth.accountInactive",
  EMAIL_TAKEN: "auth.emailTaken",
  userDoesNotExist: "auth.userDoesNotExist",
} as const satisfies Record<string, keyof AuthMessages>;

/** A login refused because the account is not active yet (401 with the inactive flag). */
export function isInactive(failure: FailedCall): boolean {
  return (
    failure.status === 401 &&
    typeof failure.body === "object" &&
    failure.body !== null &&
    (failure.body as Record<string, unknown>)["inactive"] === true
  );
}

function retryMinutes(body: unknown): number {
  const seconds =
    typeof body === "object" && body !== null ? (body as Record<string, unknown>)["retryAfter"] : 0;
  return Math.max(1, Math.ceil((typeof seconds === "number" ? seconds : 60) / 60));
}

export function authErrorText(
  call: "login" | "register" | "reset" | "change" | "activation",
  failure: FailedCall,
  m: AuthMessages,
): string {
  if (failure.status === 429)
    return format(m["auth.tooManyRequests"], { minutes: retryMinutes(failure.body) });
  if (call === "login" && failure.status === 401)
    return m[isInactive(failure) ? "auth.accountInactive" : "auth.passwordIncorrect"];
  if (call === "reset" && failure.status === 404) return m["auth.userDoesNotExist"];
  const known = Object.hasOwn(FORM_MESSAGES, failure.error)
    ? FORM_MESSAGES[failure.error as keyof typeof FORM_MESSAGES]
    : null;
  return known ? m[known] : m["auth.unexpected"];
}
