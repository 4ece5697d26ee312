/**
 * The login / register modal's state (spec 2 §4: modes login, register,
 * recoverPassword, then a registered confirmation), shared by the modal's
 * parts only. Other code opens the modal with `askLogin` (session.ts).
 */
import { atom } from "nanostores";

export type AuthMode = "login" | "register" | "recoverPassword" | "registered";

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

export function closeAuth(): void {
  $authMode.set(null);
}

export function showRegistered(email: string): void {
  $registeredEmail.set(email);
  $socialRegistration.set(null);
  $authMode.set("registered");
}
