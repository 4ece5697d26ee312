/**
 * CSRF tokens of the back office (issue 31): every write under /admin carries `csrf`, the
 * HMAC-SHA256 of the owner's session token hash under a server secret (`ADMIN_CSRF_SECRET`, else
 * a random secret of this process: set it when several instances share the shop, or a form
 * from one is refused by another). A token is bound to one session and dies with it; pages put
 * it in a hidden field, `checkCsrf` compares in constant time. It adds to Astro's origin check
 * and the SameSite=Strict cookie, which stay on.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The form field (or, for a script's call, the `x-csrf-token` header) that carries the token. */
export const CSRF_FIELD = "csrf";

const secret = process.env["ADMIN_CSRF_SECRET"] || randomBytes(32).toString("hex");

type OwnerLocals = Pick<App.Locals, "ownerTokenHash">;

function sign(tokenHash: string): string {
  return createHmac("sha256", secret).update(tokenHash, "utf8").digest("base64url");
}

/** The CSRF token of the request's owner session ("" without one: then no write passes). */
export function csrfToken(locals: OwnerLocals): string {
  return locals.ownerTokenHash ? sign(locals.ownerTokenHash) : "";
}

/** True when `value` is the CSRF token of the request's owner session. */
export function validCsrf(locals: OwnerLocals, value: unknown): boolean {
  if (!locals.ownerTokenHash || typeof value !== "string" || value === "") return false;
  const expected = Buffer.from(sign(locals.ownerTokenHash));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** True when the form's `csrf` field is the token of the request's owner session. */
export function checkCsrf(locals: OwnerLocals, form: FormData): boolean {
  return validCsrf(locals, form.get(CSRF_FIELD));
}
