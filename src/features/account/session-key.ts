/**
 * The storage key of the session hint (session.ts) and a check that
 * needs no store: the header's boot script reads it to decide whether the
 * account code must load at all (a guest's page loads none of it).
 */
export const SESSION_KEY = "session:v1";

export function hasSession(): boolean {
  try {
    return Boolean(localStorage.getItem(SESSION_KEY));
  } catch {
    return false;
  }
}

export function forgetSession(): void {
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage is off: there is nothing to forget.
  }
}
