/**
 * Who is logged in, as far as the page's scripts need to know (no
 * nanostores here: the header's script and every island may use it).
 *
 * The session itself is the HttpOnly APP_TOKEN cookie, which scripts cannot
 * read; the stored hint keeps only what the header shows (the name, loyalty
 * points, whether the account is a ghost or wholesale one), persisted under a
 * versioned key and parsed from unknown. It is a display hint, never a
 * permission: every call is decided by the server from the cookie. It is set
 * by a login and cleared by a logout or a 401 (spec 2 §4: a failed profile
 * fetch clears the user).
 */
import { AUTH_OPEN_ATTR, AUTH_OPEN_EVENT, SESSION_EVENT } from "./auth/auth-events";

/**
 * The hint's storage key; equal to session-key.ts's (a test checks it), kept
 * apart so the header's script and the islands share no chunk for it.
 */
export const SESSION_KEY = "session:v1";

export interface SessionView {
  name: string;
  ghost: boolean;
  wholesale: boolean;
  /** Loyalty points, or null when not known. */
  points: number | null;
}

/** A stored session, or null for anything that is not one. */
export function parseSession(raw: unknown): SessionView | null {
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v["name"] !== "string") return null;
  const points = v["points"];
  return {
    name: v["name"].slice(0, 120),
    ghost: v["ghost"] === true,
    wholesale: v["wholesale"] === true,
    points: typeof points === "number" && Number.isFinite(points) && points >= 0 ? points : null,
  };
}

/** The user JSON of a login or of GET me (spec 2 §3 User), as far as it is read here. */
export interface SessionUser {
  name: string;
  ghost: boolean;
  wholesale: boolean;
  loyaltyPoints?: number | null | undefined;
}

export function signedIn(user: SessionUser): void {
  setSession(
    parseSession({
      name: user.name,
      ghost: user.ghost,
      wholesale: user.wholesale,
      points: user.loyaltyPoints ?? null,
    }),
  );
}

function setSession(session: SessionView | null): void {
  try {
    if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage is off: the header simply shows no points.
  }
  // The header (account-boot.ts) shows the points from the stored hint.
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_EVENT));
}

/**
 * Whether logging in or out must reload the page (spec 2 §4): the server
 * renders other prices for a wholesale customer, and shows prices at all in
 * a shop with prices for logged-in users only.
 */
export function reloadsOnSessionChange(
  user: Pick<SessionUser, "wholesale"> | null,
  priceForLoggedUsers: boolean,
): boolean {
  return priceForLoggedUsers || user?.wholesale === true;
}

/**
 * Opens the login modal from anywhere (a product's add to the basket when
 * prices are for logged-in users only): the mode is left on `<html>` and
 * announced, and the island is asked to hydrate if it is not live yet.
 */
export function askLogin(mode: "login" | "register" = "login"): void {
  document.documentElement.setAttribute(AUTH_OPEN_ATTR, mode);
  document
    .querySelector('astro-island[component-url*="AuthModal"]')
    ?.dispatchEvent(new Event("shop:hydrate"));
  document.dispatchEvent(new Event(AUTH_OPEN_EVENT));
}
