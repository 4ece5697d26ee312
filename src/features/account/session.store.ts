/**
 * Who is logged in, as far as the page's scripts need to know, and the
 * login/register modal's mode (spec 2 §4: modes login, register,
 * recoverPassword, then a registered confirmation).
 *
 * The session itself is the HttpOnly APP_TOKEN cookie, which scripts cannot
 * read; `$session` keeps only what the header shows (the name, loyalty
 * points, whether the account is a ghost or wholesale one), persisted under a
 * versioned key and parsed from unknown. It is a display hint, never a
 * permission: every call is decided by the server from the cookie. It is set
 * by a login and cleared by a logout or a 401 (spec 2 §4: a failed profile
 * fetch clears the user).
 */
import { persistentAtom } from "@nanostores/persistent";
import { atom } from "nanostores";

export const SESSION_KEY = "session:v1";

export interface SessionView {
  name: string;
  ghost: boolean;
  wholesale: boolean;
  /** Loyalty points, or null when not known. */
  points: number | null;
}

export type AuthMode = "login" | "register" | "recoverPassword" | "registered";

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

export const $session = persistentAtom<SessionView | null>(SESSION_KEY, null, {
  encode: JSON.stringify,
  decode: parseSession,
  listen: true,
});

/** The open mode of the login/register modal, or null when closed (not persisted). */
export const $authMode = atom<AuthMode | null>(null);

/**
 * A social login whose provider gave no e-mail: the registration sends this
 * one-time `extId` with the e-mail the shopper types (spec 2 §3 extId).
 */
export const $socialRegistration = atom<{ extId: string; name: string } | null>(null);

export function registerWithSocial(extId: string, name: string): void {
  $socialRegistration.set({ extId, name });
  $authMode.set("register");
}

/** The e-mail the registered confirmation names. */
export const $registeredEmail = atom("");

export function openAuth(mode: AuthMode = "login"): void {
  $authMode.set(mode);
}

/**
 * Opens the modal from outside its island (the header, a product's add to
 * the basket when prices are for logged-in users only) and asks the island
 * to hydrate if it is not live yet (the `shop:hydrate` event of the
 * client:interaction directive).
 */
export function askLogin(mode: AuthMode = "login"): void {
  openAuth(mode);
  document
    .querySelector('astro-island[component-url*="AuthModal"]')
    ?.dispatchEvent(new Event("shop:hydrate"));
}

export function closeAuth(): void {
  $authMode.set(null);
}

export function showRegistered(email: string): void {
  $registeredEmail.set(email);
  $socialRegistration.set(null);
  $authMode.set("registered");
}

/** The user JSON of a login or of GET me (spec 2 §3 User), as far as it is read here. */
export interface SessionUser {
  name: string;
  ghost: boolean;
  wholesale: boolean;
  loyaltyPoints?: number | null | undefined;
}

export function signedIn(user: SessionUser): void {
  $session.set(
    parseSession({
      name: user.name,
      ghost: user.ghost,
      wholesale: user.wholesale,
      points: user.loyaltyPoints ?? null,
    }),
  );
}

export function signedOut(): void {
  $session.set(null);
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
