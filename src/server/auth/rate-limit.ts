/**
 * Rate limits on the account calls (issue 11) and on guessable or spammable
 * public calls — gift-card and promo checks, opinions, notify requests,
 * uploads (issue 15) — with `rate-limiter-flexible`: in memory on SQLite (one
 * storefront process), in the shared `rate_limits` table on PostgreSQL, so that several
 * instances count together (issue 16; an in-memory limiter stands in while the database
 * does not answer). Each action has a limit per account (the e-mail, or the user)
 * and one per client address; both must have room. A call over a limit is
 * answered 429 `{ "error": "tooManyRequests", "retryAfter": seconds }` with a
 * `Retry-After` header.
 *
 * Logins and password changes count only failures (a shopper who types the
 * right password is never slowed down); registrations and password resets
 * count every request, since each sends an e-mail.
 *
 * `RATE_LIMIT_ADDRESS_SCALE` (a whole number, default 1) multiplies the
 * per-address limits: behind a proxy that hides client addresses, or for
 * the test server, whose every browser comes from localhost.
 */
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { getDb, getPostgresPool } from "../db/client";
import { configuredEngine } from "../db/engine";
import { apiError } from "../http/responses";

export type LimitedAction =
  | "login"
  | "register"
  | "resetPass"
  | "changePass"
  | "orderCode"
  | "orderLogin"
  | "newsletter"
  | "contact"
  | "giftCard"
  | "promoCode"
  | "opinion"
  | "notify"
  | "upload";

interface Limit {
  points: number;
  duration: number;
  /** The key includes the client's address, so `RATE_LIMIT_ADDRESS_SCALE` applies. */
  perAddress?: boolean;
}

/** Points per window (seconds): per account, per address. */
const LIMITS: Record<LimitedAction, { account: Limit; address: Limit }> = {
  login: { account: { points: 10, duration: 15 * 60 }, address: { points: 100, duration: 3600 } },
  register: { account: { points: 5, duration: 3600 }, address: { points: 30, duration: 3600 } },
  resetPass: { account: { points: 5, duration: 3600 }, address: { points: 30, duration: 3600 } },
  orderCode: { account: { points: 5, duration: 3600 }, address: { points: 30, duration: 3600 } },
  orderLogin: {
    account: { points: 5, duration: 15 * 60 },
    address: { points: 50, duration: 3600 },
  },
  changePass: {
    account: { points: 10, duration: 15 * 60 },
    address: { points: 100, duration: 3600 },
  },
  newsletter: { account: { points: 5, duration: 3600 }, address: { points: 20, duration: 3600 } },
  contact: { account: { points: 5, duration: 3600 }, address: { points: 10, duration: 3600 } },
  // Issue 15. Code checks count failures only (guessing fails; a shopper with a real code
  // never waits); the "account" is the address, so both limits are the address's.
  giftCard: {
    account: { points: 10, duration: 15 * 60, perAddress: true },
    address: { points: 30, duration: 3600 },
  },
  promoCode: {
    account: { points: 10, duration: 15 * 60, perAddress: true },
    address: { points: 30, duration: 3600 },
  },
  // An opinion: the "account" is the address and product (a household may write twice).
  opinion: {
    account: { points: 2, duration: 86_400, perAddress: true },
    address: { points: 10, duration: 3600 },
  },
  notify: { account: { points: 5, duration: 3600 }, address: { points: 20, duration: 3600 } },
  upload: {
    account: { points: 30, duration: 3600, perAddress: true },
    address: { points: 100, duration: 86_400 },
  },
};

function addressScale(): number {
  const scale = Number(process.env["RATE_LIMIT_ADDRESS_SCALE"] ?? 1);
  return Number.isInteger(scale) && scale > 0 ? scale : 1;
}

type Limiter = RateLimiterMemory | RateLimiterPostgres;

const limiters = new Map<string, Limiter>();

async function sharedPool() {
  if (configuredEngine() !== "postgres") return null;
  await getDb();
  return getPostgresPool();
}

async function limiter(action: LimitedAction, scope: "account" | "address"): Promise<Limiter> {
  const key = `${action}:${scope}`;
  let found = limiters.get(key);
  if (!found) {
    const { duration } = LIMITS[action][scope];
    const scale = scope === "address" || LIMITS[action][scope].perAddress ? addressScale() : 1;
    const points = LIMITS[action][scope].points * scale;
    const options = { keyPrefix: key, points, duration };
    const pool = await sharedPool();
    found = pool
      ? new RateLimiterPostgres({
          ...options,
          storeClient: pool,
          tableName: "rate_limits",
          tableCreated: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    limiters.set(key, found);
  }
  return found;
}

export interface LimitKeys {
  /** The account the call is about: a lower-cased e-mail or a user id. */
  account: string;
  /** The client's address. */
  address: string;
}

async function pairs(action: LimitedAction, keys: LimitKeys) {
  return [
    [await limiter(action, "account"), keys.account],
    [await limiter(action, "address"), keys.address],
  ] as const;
}

/** Seconds until the call may be made again, or 0 when both limits have room. */
export async function retryAfter(action: LimitedAction, keys: LimitKeys): Promise<number> {
  let wait = 0;
  for (const [l, key] of await pairs(action, keys)) {
    const res = await l.get(key);
    if (res && res.consumedPoints >= l.points)
      wait = Math.max(wait, Math.ceil(res.msBeforeNext / 1000));
  }
  return wait;
}

/** Counts one call (or one failure) against both limits. */
export async function count(action: LimitedAction, keys: LimitKeys): Promise<void> {
  for (const [l, key] of await pairs(action, keys)) {
    await l.penalty(key, 1).catch((error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error;
    });
  }
}

/** The 429 answer for a call that must wait `seconds`. */
export function tooManyRequests(seconds: number): Response {
  const response = apiError("tooManyRequests", 429, { retryAfter: seconds });
  response.headers.set("retry-after", String(seconds));
  return response;
}

/**
 * The client's address: the connection's (`clientAddress`), or behind
 * `TRUST_PROXY` proxies (a whole number, the proxies in front of the shop
 * that append to `X-Forwarded-For`) the address the outermost of them saw,
 * i.e. that many entries from the right of `X-Forwarded-For`. Without
 * `TRUST_PROXY` the header is ignored: anyone can write it.
 */
export function addressOf(context: { clientAddress: string; request?: Request }): string {
  const hops = Number(process.env["TRUST_PROXY"] ?? 0);
  const forwarded = context.request?.headers.get("x-forwarded-for");
  if (Number.isInteger(hops) && hops > 0 && forwarded) {
    const chain = forwarded
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    const seen = chain[chain.length - hops];
    if (seen && seen.length <= 64) return seen;
  }
  try {
    return context.clientAddress || "unknown";
  } catch {
    return "unknown";
  }
}
