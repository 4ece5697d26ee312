import { describe, expect, it } from "vitest";
import { checkCsrf, csrfToken } from "./csrf";

const session = { ownerTokenHash: "a".repeat(64) };
const other = { ownerTokenHash: "b".repeat(64) };

function form(csrf?: string): FormData {
  const data = new FormData();
  if (csrf !== undefined) data.append("csrf", csrf);
  return data;
}

describe("the back office's CSRF token", () => {
  it("passes with the token of the same session", () => {
    expect(checkCsrf(session, form(csrfToken(session)))).toBe(true);
  });

  it("is refused from another session, missing, altered or without a session", () => {
    const token = csrfToken(session);
    expect(checkCsrf(other, form(token))).toBe(false);
    expect(checkCsrf(session, form())).toBe(false);
    expect(checkCsrf(session, form(`${token.slice(0, -1)}x`))).toBe(false);
    expect(checkCsrf(session, form(token.slice(1)))).toBe(false);
    expect(checkCsrf({}, form(""))).toBe(false);
    expect(csrfToken({})).toBe("");
  });

  it("is an HMAC, not the session's hash itself", () => {
    expect(csrfToken(session)).not.toContain(session.ownerTokenHash);
    expect(csrfToken(session)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
