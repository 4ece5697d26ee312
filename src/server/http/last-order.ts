/**
 * The browser's latest order (spec 2 §1 route `/order/summary`): placing an
 * order sets a one-day HttpOnly cookie with the order's public summary id,
 * so `/order/summary` can show that order's summary again, also without
 * JavaScript. The id is the same capability the summary link carries.
 */
import type { AstroCookies } from "astro";
import { requestIsTls } from "./security-headers.mjs";

export const LAST_ORDER_COOKIE = "last_order";
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function rememberLastOrder(
  cookies: AstroCookies,
  request: Request,
  summaryId: string,
): void {
  cookies.set(LAST_ORDER_COOKIE, summaryId, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: requestIsTls(request),
    maxAge: ONE_DAY_SECONDS,
  });
}

/** The remembered summary id, or null when there is none or it is malformed. */
export function lastOrder(cookies: AstroCookies): string | null {
  const id = cookies.get(LAST_ORDER_COOKIE)?.value ?? "";
  return /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : null;
}
