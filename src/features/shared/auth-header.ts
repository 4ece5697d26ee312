/**
 * The Authorization header the shop's clients send (spec 1 §7: "Requests
 * carry an Authorization Bearer header built from the cookie named APP_TOKEN
 * when it is present"). The same-origin API also reads the cookie itself;
 * the header keeps calls working where a cookie is not sent (another API
 * host, a proxy that strips cookies). Empty when the cookie is absent or not
 * readable (server rendering, an HttpOnly cookie).
 *
 * The shell's scripts that run on every page (the session check, basket sync
 * and the integrity refresh) call the client's core (`api-core.ts`) without
 * it: they call the same-origin API, which reads the cookie, and every byte
 * there is paid on every page.
 */
export const APP_TOKEN_COOKIE = "APP_TOKEN";

/** The token from a `document.cookie` string, or "" when absent. */
export function tokenFromCookies(cookies: string): string {
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === APP_TOKEN_COOKIE) {
      const token = value.join("=");
      return /^[A-Za-z0-9._~+/=-]{1,512}$/.test(token) ? token : "";
    }
  }
  return "";
}

/** `{ authorization: "Bearer …" }` when the shopper is logged in, else `{}`. */
export function authHeader(): Record<string, string> {
  const cookies: unknown = typeof document === "undefined" ? "" : document.cookie;
  const token = typeof cookies === "string" ? tokenFromCookies(cookies) : "";
  return token ? { authorization: `Bearer ${token}` } : {};
}
