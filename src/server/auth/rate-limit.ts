/**
 * Rate limits on the account calls (issue 11) and on guessable or spammable
 * public calls — gift-card and promo lookups, opinions, notify requests,
 * uploads (issue 15) — with `rate-limiter-flexible`: in memory on SQLite (one
 * storefront process), in the shared `rate_limits` table on PostgreSQL, so that several
 * instances count together (issue 16; an in-memory limiter stands in while the database
 * does not answer). An action has limits per account (the e-mail, the user, or the
 * address itself), per client address and per account-and-address pair; past a limit a
 * call is refused, slowed down or left to the caller (`Limit.past`, table in
 * ./limits.ts). A refused call is answered 429
 * `{ "error": "tooManyRequests", "retryAfter": seconds }` with a `Retry-After` header.
 *
 * Logins and password changes count only failures (a shopper who types the
 * right password is never refused); registrations and password resets
 * count every request, since each sends an e-mail.
 *
 * `RATE_LIMIT_ADDRESS_SCALE` (a whole number, default 1) multiplies the
 * per-address limits: behind a proxy that hides client addresses, or for
 * the test server, whose every browser comes from localhost.
 * `RATE_LIMIT_MAX_DELAY_MS` (default 5000) caps a slowed-down call's wait.
 */
import { createHash } from "node:crypto";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { apiError } from "../http/responses";
import { rateLimitStore } from "../repositories/shop/rate-limits.repository";
import { LIMITS, slowDelay, type LimitedAction, type Scope } from "./limits";

function addressScale(): number {
  const scale = Number(process.env["RATE_LIMIT_ADDRESS_SCALE"] ?? 1);
  return Number.isInteger(scale) && scale > 0 ? scale : 1;
}

function maxDelayMs(): number {
  const ms = Number(process.env["RATE_LIMIT_MAX_DELAY_MS"] ?? 5000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 5000;
}

type Limiter = RateLimiterMemory | RateLimiterPostgres;

const limiters = new Map<string, Limiter>();

/** The limiter of one scope of an action (or of a counter named by `name`, e.g. "giftCard:seen"). */
export async function limiterFor(
  name: string,
  limit: { points: number; duration: number },
): Promise<Limiter> {
  let found = limiters.get(name);
  if (!found) {
    const options = { keyPrefix: name, points: limit.points, duration: limit.duration };
    const store = await rateLimitStore();
    found = store
      ? new RateLimiterPostgres({
          ...options,
          ...store,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    limiters.set(name, found);
  }
  return found;
}

export interface LimitKeys {
  /** The account the call is about: a lower-cased e-mail or a user id. */
  account: string;
  /** The client's address. */
  address: string;
}

/** A stored key: long ones (an e-mail and an address) are hashed to fit the table's 255. */
export function storeKey(key: string): string {
  return key.length <= 160 ? key : `#${createHash("sha256").update(key).digest("hex")}`;
}

function keyOf(scope: Scope, keys: LimitKeys): string {
  const key = scope === "pair" ? `${keys.account}|${keys.address}` : keys[scope];
  return storeKey(key);
}

interface Bound {
  scope: Scope;
  limiter: Limiter;
  key: string;
  past: "refuse" | "slow" | "count";
  failedPairsOnly: boolean;
}

async function bound(action: LimitedAction, keys: LimitKeys): Promise<Bound[]> {
  const out: Bound[] = [];
  for (const [scope, limit] of Object.entries(LIMITS[action]) as [
    Scope,
    (typeof LIMITS)[LimitedAction][Scope],
  ][]) {
    if (!limit) continue;
    const scaled = scope === "address" || limit.perAddress;
    const points = limit.points * (scaled ? addressScale() : 1);
    out.push({
      scope,
      limiter: await limiterFor(`${action}:${scope}`, { points, duration: limit.duration }),
      key: keyOf(scope, keys),
      past: limit.past ?? "refuse",
      failedPairsOnly: limit.failedPairsOnly === true,
    });
  }
  return out;
}

/** Seconds until the call may be made again, or 0 when every refusing limit has room. */
export async function retryAfter(action: LimitedAction, keys: LimitKeys): Promise<number> {
  let wait = 0;
  for (const { limiter, key, past } of await bound(action, keys)) {
    if (past !== "refuse") continue;
    const res = await limiter.get(key);
    if (res && res.consumedPoints >= limiter.points)
      wait = Math.max(wait, Math.ceil(res.msBeforeNext / 1000));
  }
  return wait;
}

/** How many calls (or failures) a scope of the action has counted for these keys in its window. */
export async function counted(
  action: LimitedAction,
  scope: Scope,
  keys: LimitKeys,
): Promise<number> {
  const found = (await bound(action, keys)).find((b) => b.scope === scope);
  const res = found ? await found.limiter.get(found.key) : null;
  return res?.consumedPoints ?? 0;
}

/** Milliseconds a call must wait under the action's slow-down limits (0 when none is past). */
export async function delayFor(action: LimitedAction, keys: LimitKeys): Promise<number> {
  const all = await bound(action, keys);
  const pair = all.find((b) => b.scope === "pair");
  const pairFailed = pair ? ((await pair.limiter.get(pair.key))?.consumedPoints ?? 0) > 0 : true;
  let ms = 0;
  for (const { limiter, key, past, failedPairsOnly } of all) {
    if (past !== "slow" || (failedPairsOnly && !pairFailed)) continue;
    const used = (await limiter.get(key))?.consumedPoints ?? 0;
    ms = Math.max(ms, slowDelay(used, limiter.points, maxDelayMs()));
  }
  return ms;
}

/** Waits as long as the action's slow-down limits say; answers the milliseconds waited. */
export async function slowDown(action: LimitedAction, keys: LimitKeys): Promise<number> {
  const ms = await delayFor(action, keys);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  return ms;
}

/** Counts one call (or one failure) against every limit of the action. */
export async function count(action: LimitedAction, keys: LimitKeys): Promise<void> {
  for (const { limiter, key } of await bound(action, keys)) {
    await limiter.penalty(key, 1).catch((error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error;
    });
  }
}

/** Takes back up to `points` counted calls from every limit of the action (never below none). */
export async function refund(
  action: LimitedAction,
  keys: LimitKeys,
  points: number,
): Promise<void> {
  for (const { limiter, key } of await bound(action, keys)) {
    const back = Math.min(points, (await limiter.get(key))?.consumedPoints ?? 0);
    if (back > 0) await limiter.reward(key, back);
  }
}

/** Forgets what the given scopes of the action counted for these keys. */
export async function forget(
  action: LimitedAction,
  keys: LimitKeys,
  scopes: Scope[],
): Promise<void> {
  for (const { scope, limiter, key } of await bound(action, keys))
    if (scopes.includes(scope)) await limiter.delete(key);
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
