/**
 * Promo codes and gift cards for POST /api/public/order/code and
 * /api/public/order/gift-card. Both go through the quote service, so the
 * basket is priced on the server from ids and quantities (never the client's
 * numbers).
 */
import type { StoredLine } from "../../../domain/basket/basket-line";
import type { CodeOutcome } from "../../../contracts/quote.types";
import { translator } from "../../../i18n/core";
import type { LookupGuard } from "../../auth/guess-limit";
import type { RequestContext } from "../../context";
import { giftCardValueFor, quoteOrder } from "./quote.service";

/** Evaluates a code against the basket for the request's shopper (a quote with only the code). */
export async function evaluateCode(
  ctx: RequestContext,
  input: {
    code: string;
    lines: readonly StoredLine[];
    deliveryCountry?: string | null | undefined;
    guard: LookupGuard;
  },
  now = Date.now(),
): Promise<CodeOutcome> {
  const code = input.code.trim();
  const notValid = { ok: false, error: "NOT_VALID" } as const;
  if (!code) return { ...notValid, message: translator(ctx.lang)("basket.promo.notValid") };
  const country = input.deliveryCountry ?? "";
  const { guard, lines } = input;
  const { view } = await quoteOrder(ctx, { lines, country, code, guard }, now);
  return view.code ?? { ...notValid, message: translator(ctx.lang)("basket.promo.notValid") };
}

export type GiftCardOutcome =
  { ok: true; code: string; value: number } | { ok: false; error: "TOO_SHORT" | "NOT_VALID" };

/** A gift card's remaining value in the given currency (rate against the base currency). */
export async function checkGiftCard(
  ctx: RequestContext,
  rawCode: string,
  rate: number,
  guard: LookupGuard,
  now = Date.now(),
): Promise<GiftCardOutcome> {
  const card = await giftCardValueFor(ctx.settings, { rate }, rawCode, now, guard);
  if (!card) return { ok: false, error: "TOO_SHORT" };
  return card.value === null
    ? { ok: false, error: "NOT_VALID" }
    : { ok: true, code: card.code, value: card.value };
}
