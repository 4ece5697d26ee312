/**
 * The rate limits of every limited action (./rate-limit.ts counts them), and how long a
 * slowed-down call waits. Scopes: `account` (the e-mail, the user, or for lookups that
 * have no account the address itself), `address` (the client's address) and `pair` (the
 * account from that address). Past a limit a call is refused (429), slowed down, or left
 * to the caller ("count": e.g. the one-time order code is burned).
 *
 * Logins follow OWASP's advice against lockouts that lock out the owner (issue 27): only
 * an account-and-address pair is refused (10 failures in 15 minutes); an address with many
 * failures and an account under attack from elsewhere are slowed down, never refused, and
 * the account's slow-down does not touch an address that has not failed for it, so its
 * owner logs in at once from their own address.
 */
export type LimitedAction =
  | "login"
  | "ownerLogin"
  | "register"
  | "resetPass"
  | "activation"
  | "changePass"
  | "orderCode"
  | "orderLogin"
  | "newsletter"
  | "contact"
  | "giftCard"
  | "promoCode"
  | "opinion"
  | "notify"
  | "upload"
  | "paymentNotify"
  | "payStart";

export type Scope = "account" | "address" | "pair";

export interface Limit {
  /** Calls (or failures) allowed in the window; a slow-down limit's calls that do not wait. */
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** The account key is the address, so `RATE_LIMIT_ADDRESS_SCALE` applies (it always does to `address`). */
  perAddress?: boolean;
  /** What happens past `points`: refused (the default), slowed down, or the caller decides. */
  past?: "refuse" | "slow" | "count";
  /** A slow-down that only applies to calls whose pair has failed already. */
  failedPairsOnly?: boolean;
}

const MINUTES_15 = 15 * 60;
const HOUR = 3600;

/** Points per window (seconds) per scope. */
export const LIMITS: Record<LimitedAction, Partial<Record<Scope, Limit>>> = {
  login: {
    pair: { points: 10, duration: MINUTES_15 },
    account: { points: 10, duration: MINUTES_15, past: "slow", failedPairsOnly: true },
    address: { points: 30, duration: HOUR, past: "slow" },
  },
  // Issue 31: the back office's login, counted apart from shoppers' under the same policy.
  ownerLogin: {
    pair: { points: 10, duration: MINUTES_15 },
    account: { points: 10, duration: MINUTES_15, past: "slow", failedPairsOnly: true },
    address: { points: 30, duration: HOUR, past: "slow" },
  },
  register: { account: { points: 5, duration: HOUR }, address: { points: 30, duration: HOUR } },
  resetPass: { account: { points: 5, duration: HOUR }, address: { points: 30, duration: HOUR } },
  // Sending the activation link again: every request counts, since each may send an e-mail.
  activation: { account: { points: 5, duration: HOUR }, address: { points: 30, duration: HOUR } },
  orderCode: { account: { points: 5, duration: HOUR }, address: { points: 30, duration: HOUR } },
  // The account is the order (e-mail and number): its 5th wrong code burns the codes sent.
  orderLogin: {
    account: { points: 5, duration: MINUTES_15, past: "count" },
    address: { points: 50, duration: HOUR, past: "slow" },
  },
  changePass: {
    account: { points: 10, duration: MINUTES_15 },
    address: { points: 100, duration: HOUR },
  },
  newsletter: { account: { points: 5, duration: HOUR }, address: { points: 20, duration: HOUR } },
  contact: { account: { points: 5, duration: HOUR }, address: { points: 10, duration: HOUR } },
  // Issue 15, 27. Gift-card and promo lookups count failures only, each wrong value once
  // (./guess-limit.ts), on every path that looks one up; the "account" is the address.
  giftCard: {
    account: { points: 10, duration: MINUTES_15, perAddress: true },
    address: { points: 30, duration: HOUR },
  },
  promoCode: {
    account: { points: 10, duration: MINUTES_15, perAddress: true },
    address: { points: 30, duration: HOUR },
  },
  // An opinion: the "account" is the address and product (a household may write twice).
  opinion: {
    account: { points: 2, duration: 86_400, perAddress: true },
    address: { points: 10, duration: HOUR },
  },
  notify: { account: { points: 5, duration: HOUR }, address: { points: 20, duration: HOUR } },
  upload: {
    account: { points: 30, duration: HOUR, perAddress: true },
    address: { points: 100, duration: 86_400 },
  },
  // Issue 30. Payment notifications count only the refused ones (a forged or malformed
  // signature): a provider's real notifications are never limited, a forger soon is.
  paymentNotify: { address: { points: 30, duration: HOUR } },
  // Each try at paying creates a payment at a provider: every request counts.
  payStart: { address: { points: 60, duration: HOUR } },
};

/** Each failure past a slow-down limit adds this much to the wait. */
export const DELAY_STEP_MS = 250;

/** The wait of a call after `used` counted calls under a slow-down limit of `points`. */
export function slowDelay(used: number, points: number, maxMs: number): number {
  const over = used - points;
  return over > 0 ? Math.min(maxMs, over * DELAY_STEP_MS) : 0;
}
