/**
 * Gift-card and promo-code lookups under one limiter per kind and client address (issue 27;
 * the limits are ./limits.ts's "giftCard" and "promoCode"). Every path that looks a card or
 * a code up — the quote, the delivery options, the order, the gift-card and code checks —
 * asks `wait` before it looks and, past the limit, looks nothing up: it answers as if no
 * card or code had been sent (the quote marks it `tooManyRequests`, the others answer 429),
 * so a valid one is never revealed. A lookup that finds nothing counts once per distinct
 * value and window: the delivery step sends its code again with every quote (a new country,
 * post code or delivery), and that is one mistake, not twenty; a guesser cycling values
 * counts every one. A gift card found takes back the misses of its own beginnings (the
 * quote looks a card up while it is typed, from its 7th character).
 */
import { createHash } from "node:crypto";
import { GIFT_CARD_MIN_LOOKUP_LENGTH, shouldLookUpGiftCard } from "../../domain/checkout/gift-card";
import { LOYALTY_CODE } from "../../domain/checkout/promo";
import { LIMITS } from "./limits";
import { count, limiterFor, refund, retryAfter, storeKey } from "./rate-limit";

export type GuessKind = "giftCard" | "promoCode";

export interface LookupGuard {
  /** Seconds the client must wait before looking up a `kind` again; 0 when it may look. */
  wait(kind: GuessKind): Promise<number>;
  /** A lookup of `value` found nothing usable. */
  missed(kind: GuessKind, value: string): Promise<void>;
  /** A lookup of `value` found a card or a code. */
  found(kind: GuessKind, value: string): Promise<void>;
}

const normalize = (value: string) => value.trim().toUpperCase();

/** Whether a code is looked up under the guard (LOYALTY is no secret). */
export function isGuessedCode(code: string | undefined): boolean {
  const text = normalize(code ?? "");
  return text !== "" && text !== LOYALTY_CODE;
}

/** The values a client has missed in the window, one key each (hashed: no guess is stored). */
async function seenLimiter(kind: GuessKind) {
  const duration = LIMITS[kind].account?.duration ?? 15 * 60;
  return limiterFor(`${kind}:seen`, { points: 1, duration });
}

function seenKey(address: string, value: string): string {
  const hash = createHash("sha256").update(value).digest("hex").slice(0, 32);
  return storeKey(`${address}|${hash}`);
}

/** The guard of the client at `address`. */
export function lookupGuard(address: string): LookupGuard {
  const keys = { account: address, address };
  return {
    wait: (kind) => retryAfter(kind, keys),
    async missed(kind, value) {
      const seen = await seenLimiter(kind);
      const res = await seen.penalty(seenKey(address, normalize(value)), 1);
      if (res.consumedPoints <= 1) await count(kind, keys);
    },
    async found(kind, value) {
      if (kind !== "giftCard") return;
      const code = normalize(value);
      const seen = await seenLimiter(kind);
      let back = 0;
      for (let n = GIFT_CARD_MIN_LOOKUP_LENGTH; n < code.length; n++) {
        const key = seenKey(address, code.slice(0, n));
        if ((await seen.get(key)) && (await seen.delete(key))) back += 1;
      }
      if (back > 0) await refund(kind, keys, back);
    },
  };
}

/** Seconds before each lookup a request asks for (a code, a gift card) may be made; 0: it may. */
export async function lookupWaits(
  guard: LookupGuard,
  input: { code?: string | undefined; giftCard?: string | undefined },
): Promise<{ code: number; giftCard: number }> {
  const code = isGuessedCode(input.code) ? await guard.wait("promoCode") : 0;
  const giftCard = shouldLookUpGiftCard(input.giftCard ?? "") ? await guard.wait("giftCard") : 0;
  return { code, giftCard };
}

/** The longest wait among the lookups a request asks for, 0 when none. */
export async function lookupWait(
  guard: LookupGuard,
  input: { code?: string | undefined; giftCard?: string | undefined },
): Promise<number> {
  const waits = await lookupWaits(guard, input);
  return Math.max(waits.code, waits.giftCard);
}
