/**
 * The demo shop's shoppers and back-office accounts.
 * Literals of the default seed, checked by tests/api/golden-seed.spec.ts (see products.ts).
 */

/** Shoppers (password demo1234). */
export const USERS = {
  jan: { email: "jan@example.com", loyaltyPoints: 1500 },
  firma: { email: "firma@example.com", loyaltyPoints: 200 },
  hurt: { email: "hurt@example.com", wholesale: true },
} as const;
export const PASSWORD = "demo1234";

/** The demo shop's back-office owner (issue 31). */
export const OWNER = { email: "owner@example.com", password: "admin1234" } as const;
export const STAFF = { email: "staff@example.com", password: "staff1234" } as const;
