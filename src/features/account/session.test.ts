import { beforeEach, describe, expect, it, vi } from "vitest";
import { forgetSession, SESSION_KEY as HEADER_KEY } from "./session-key";
import {
  $authMode,
  $registeredEmail,
  closeAuth,
  openAuth,
  showRegistered,
} from "./auth/auth-modal.store";
import boot from "./account-boot.ts?raw";
import { AUTH_OPEN_ATTR, AUTH_OPEN_EVENT, SESSION_EVENT } from "./auth/auth-events";
import { SESSION_KEY, parseSession, reloadsOnSessionChange, signedIn } from "./session";

const storage = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => storage.set(k, v),
  removeItem: (k: string) => storage.delete(k),
});

describe("the stored session hint", () => {
  beforeEach(() => forgetSession());

  it("keeps the name, the flags and the loyalty points of a login", () => {
    signedIn({ name: "Jan Kowalski", ghost: false, wholesale: true, loyaltyPoints: 120 });
    expect(SESSION_KEY).toBe(HEADER_KEY);
    expect(parseSession(localStorage.getItem(SESSION_KEY))).toEqual({
      name: "Jan Kowalski",
      ghost: false,
      wholesale: true,
      points: 120,
    });
    forgetSession();
    expect(parseSession(localStorage.getItem(SESSION_KEY))).toBeNull();
  });

  it("treats anything stored that is not a session as logged out", () => {
    expect(parseSession("not json")).toBeNull();
    expect(parseSession('{"ghost":true}')).toBeNull();
    expect(parseSession("null")).toBeNull();
    expect(parseSession('{"name":"A B","points":-5,"ghost":"yes"}')).toEqual({
      name: "A B",
      ghost: false,
      wholesale: false,
      points: null,
    });
  });
});

describe("the login modal's modes", () => {
  it("opens in a mode, shows the registered confirmation with its e-mail and closes", () => {
    openAuth();
    expect($authMode.get()).toBe("login");
    openAuth("recoverPassword");
    expect($authMode.get()).toBe("recoverPassword");
    showRegistered("anna@example.com");
    expect($authMode.get()).toBe("registered");
    expect($registeredEmail.get()).toBe("anna@example.com");
    closeAuth();
    expect($authMode.get()).toBeNull();
  });
});

describe("the names the header's script repeats", () => {
  it("match the shared constants", () => {
    for (const name of [AUTH_OPEN_ATTR, AUTH_OPEN_EVENT, SESSION_EVENT])
      expect(boot).toContain(`"${name}"`);
  });
});

describe("reloading after a login or logout", () => {
  it("reloads for wholesale customers and in shops with prices for logged-in users only", () => {
    expect(reloadsOnSessionChange({ wholesale: true }, false)).toBe(true);
    expect(reloadsOnSessionChange({ wholesale: false }, true)).toBe(true);
    expect(reloadsOnSessionChange(null, true)).toBe(true);
    expect(reloadsOnSessionChange({ wholesale: false }, false)).toBe(false);
    expect(reloadsOnSessionChange(null, false)).toBe(false);
  });
});
