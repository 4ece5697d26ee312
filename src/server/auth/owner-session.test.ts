import { describe, expect, it } from "vitest";
import { OWNER_COOKIE, ownerSessionExpiry, readOwnerToken } from "./owner-session";
import { generateToken } from "./token";

function requestWith(headers: Record<string, string>): Request {
  return new Request("http://localhost/admin", { headers });
}

describe("the back office's session token", () => {
  it("lives twelve hours", () => {
    const now = new Date("2026-11-26T08:00:00Z");
    expect(ownerSessionExpiry(now).toISOString()).toBe("2026-11-26T20:00:00.000Z");
  });

  it("is read from the owner_session cookie only", () => {
    const token = generateToken();
    expect(readOwnerToken(requestWith({ cookie: `${OWNER_COOKIE}=${token}` }))).toBe(token);
    expect(readOwnerToken(requestWith({ cookie: `APP_TOKEN=${token}` }))).toBeNull();
    expect(readOwnerToken(requestWith({ authorization: `Bearer ${token}` }))).toBeNull();
  });

  it("must look like 32 random bytes in base64url", () => {
    expect(readOwnerToken(requestWith({ cookie: `${OWNER_COOKIE}=short` }))).toBeNull();
    const odd = `${"a".repeat(42)}!`;
    expect(readOwnerToken(requestWith({ cookie: `${OWNER_COOKIE}=${odd}` }))).toBeNull();
  });
});
