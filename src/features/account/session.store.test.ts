import { beforeEach, describe, expect, it } from "vitest";
import {
  $authMode,
  $registeredEmail,
  $session,
  closeAuth,
  openAuth,
  parseSession,
  reloadsOnSessionChange,
  showRegistered,
  signedIn,
  signedOut,
} from "./session.store";

describe("the stored session hint", () => {
  beforeEach(() => signedOut());

  it("keeps the name, the flags and the loyalty points of a login", () => {
    signedIn({ name: "Jan Kowalski", ghost: false, wholesale: true, loyaltyPoints: 120 });
    expect($session.get()).toEqual({
      name: "Jan Kowalski",
      ghost: false,
      wholesale: true,
      points: 120,
    });
    signedOut();
    expect($session.get()).toBeNull();
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

describe("reloading after a login or logout", () => {
  it("reloads for wholesale customers and in shops with prices for logged-in users only", () => {
    expect(reloadsOnSessionChange({ wholesale: true }, false)).toBe(true);
    expect(reloadsOnSessionChange({ wholesale: false }, true)).toBe(true);
    expect(reloadsOnSessionChange(null, true)).toBe(true);
    expect(reloadsOnSessionChange({ wholesale: false }, false)).toBe(false);
    expect(reloadsOnSessionChange(null, false)).toBe(false);
  });
});
