/**
 * The browser state most tests start from: the cookie choice already made
 * (only necessary cookies) and the shop's popups already seen, so the cookie
 * bar and a popup opening after five seconds never cover what a test is
 * about. The consent and popup tests start from an empty state instead
 * (`test.use({ storageState: EMPTY_STATE })`). Written by the global setup
 * for the shop's port and the second shops' ports.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** One file per test server port, so the test runs of both engines can run side by side. */
export const STATE_PATH = `tests/.state/browser-${Number(process.env["TEST_PORT"] ?? 4399)}.json`;
export const EMPTY_STATE = { cookies: [], origins: [] };
/**
 * Ports of the second shops (tests/e2e/second-shop.ts offsets): every one a browser test opens.
 * 110/120 (logged-in prices per viewport), 401 (templates on a wide screen) and 510/520 (the
 * settings preview per viewport) were missing, so a popup opened after five seconds over the
 * login modal on a slow run (logged-prices.spec.ts timed out on PostgreSQL). 570/580: the demo
 * shop's test payments per viewport (demo-payments.spec.ts).
 */
const OFFSETS = [0, 100, 110, 120, 150, 200, 250, 300, 350, 400, 401, 450, 510, 520, 570, 580];

export function writeBrowserState(port: number): void {
  const seenPopups = JSON.stringify(Array.from({ length: 20 }, (_, i) => String(i + 1)));
  const state = {
    cookies: [
      {
        name: "cookie_consent",
        value: encodeURIComponent(JSON.stringify({ marketing: false, other: false })),
        domain: "localhost",
        path: "/",
        expires: Math.floor(Date.now() / 1000) + 365 * 24 * 3600,
        httpOnly: false,
        secure: false,
        sameSite: "Lax" as const,
      },
    ],
    origins: OFFSETS.map((offset) => ({
      origin: `http://localhost:${port + offset}`,
      localStorage: [{ name: "popups:v1", value: seenPopups }],
    })),
  };
  mkdirSync(dirname(STATE_PATH), { recursive: true });
  writeFileSync(STATE_PATH, JSON.stringify(state));
}
