/**
 * Logins whose answers the scheme tests read (request-scheme.spec.ts, operations.spec.ts): the
 * owner's form and the customer's API call, with any headers, and the cookies they set.
 */
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { OWNER, PASSWORD, USERS } from "../golden/accounts";

/** The Set-Cookie header of cookie `name` in an answer. */
export function setCookie(res: APIResponse, name: string): string {
  const found = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith(`${name}=`));
  expect(found, `${name} set`).toHaveLength(1);
  return found[0]?.value ?? "";
}

/** The owner's login form, posted with `headers`: its 303 with the session cookie. */
export async function ownerLogin(
  request: APIRequestContext,
  origin: string,
  headers: Record<string, string>,
): Promise<APIResponse> {
  const res = await request.post(`${origin}/admin/login`, {
    form: { email: OWNER.email, password: OWNER.password },
    headers,
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  return res;
}

/** A customer's login with `headers`: its 200 with the APP_TOKEN cookie. */
export async function customerLogin(
  request: APIRequestContext,
  origin: string,
  headers: Record<string, string>,
): Promise<APIResponse> {
  const res = await request.post(`${origin}/api/auth/local`, {
    data: { email: USERS.jan.email, password: PASSWORD },
    headers,
  });
  expect(res.status()).toBe(200);
  return res;
}
