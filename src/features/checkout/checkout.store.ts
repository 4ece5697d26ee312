/**
 * The delivery step's server state: the server's quote of the basket and
 * what derives from it (delivery options, the applied code, the gift card).
 * The quote is not persisted: it is always asked for again. The gift card
 * as typed is kept for the visit (this tab's session storage, `giftCard:v1`),
 * so the details step and a reload quote with the card the delivery step was
 * given (issue 29: the details step showed an empty field, every payment and
 * the total without the card). Components call the actions; they never hold
 * server state themselves.
 *
 * Freshness: every quote remembers the request it answers. `quoteFor` gives
 * the quote only when it answers the current request, so a total is never
 * shown for a basket, country or code that is no longer the one on screen;
 * `requestQuote` aborts a superseded request and ignores its late answer.
 *
 * Answers are kept in the pricing cache (spec 1 §4: entries live 300000 ms),
 * so going back to an earlier country, method or basket shows its amounts at
 * once without asking the server again. The order itself is always priced
 * anew by the server.
 */
import { atom } from "nanostores";
import { createPricingCache } from "../../domain/pricing/pricing-cache";
import type { QuoteRequestBody, QuoteView } from "../../contracts/quote.types";
import { apiPost, latest, SUPERSEDED } from "../shared/api-client";

export interface QuoteState {
  /** The request the view answers (JSON of the body). */
  key: string;
  view: QuoteView | null;
  /** The request in flight, null when none. */
  pending: string | null;
  /** The last failure's message ('Network Error', a timeout…), empty when none. */
  error: string;
}

export const EMPTY_QUOTE: QuoteState = { key: "", view: null, pending: null, error: "" };

export const $quote = atom<QuoteState>(EMPTY_QUOTE);
/** The shopper is typing a new code that was not applied yet (it is not sent to be applied). */
export const $codeDirty = atom(false);

export const GIFT_CARD_KEY = "giftCard:v1";

/** A stored or typed gift card code as the quote takes it: upper case, at most 64 characters. */
export function giftCardCode(value: unknown): string {
  return typeof value === "string" ? value.toUpperCase().slice(0, 64) : "";
}

/** The session's storage, or null where there is none (the server, a browser that refuses it). */
function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The gift card code as typed, kept for the visit; read it in islands with useClientStore. */
export const $giftCardCode = atom(giftCardCode(sessionStore()?.getItem(GIFT_CARD_KEY)));
$giftCardCode.listen((code) => {
  try {
    if (code) sessionStore()?.setItem(GIFT_CARD_KEY, code);
    else sessionStore()?.removeItem(GIFT_CARD_KEY);
  } catch {
    // A full or refused storage keeps the card for this page only.
  }
});

const series = latest();
const answered = createPricingCache<QuoteView>({ now: () => Date.now() });

export function quoteKey(body: QuoteRequestBody): string {
  return JSON.stringify(body);
}

/** The key deciding which amounts are fresh: the typed-but-not-applied code changes none. */
export function totalsKey(body: QuoteRequestBody): string {
  return JSON.stringify({ ...body, typedCode: "" });
}

/** The quote answering exactly this request, or null while it is being asked for. */
export function quoteFor(state: QuoteState, body: QuoteRequestBody): QuoteView | null {
  return state.view && state.key === quoteKey(body) ? state.view : null;
}

/** Amounts are fresh when the quote answers this request up to the typed code. */
export function amountsFor(state: QuoteState, body: QuoteRequestBody): QuoteView | null {
  if (!state.view || !state.key) return null;
  const answered = JSON.parse(state.key) as QuoteRequestBody;
  return totalsKey(answered) === totalsKey(body) ? state.view : null;
}

/** Whether the quote left the code or the card out because the shopper is past the lookup limit. */
export function lookupLimited(view: QuoteView): boolean {
  const code = view.code?.ok === false && view.code.error === "tooManyRequests";
  const card = view.giftCard?.ok === false && view.giftCard.error === "tooManyRequests";
  return code || card;
}

/** Asks the server for the quote of `body`; a newer call supersedes an older one. */
export async function requestQuote(
  body: QuoteRequestBody,
  lang: string,
  post: typeof apiPost = apiPost,
): Promise<void> {
  const key = quoteKey(body);
  const now = $quote.get();
  if (now.pending === key) return;
  if (now.key === key && now.view) {
    // Back to what the shown quote answers: an older request in flight must not replace it.
    if (now.pending !== null) {
      series.cancel();
      $quote.set({ ...now, pending: null });
    }
    return;
  }
  const cached = answered.get(key);
  if (cached) {
    series.cancel();
    $quote.set({ key, view: cached, pending: null, error: "" });
    return;
  }
  $quote.set({ ...now, pending: key });
  const result = await series.run((signal) =>
    post<QuoteView>("/api/public/order/quote", body, { query: { lang }, signal }),
  );
  if (result === SUPERSEDED) return;
  if (result.ok) {
    // An answer past the lookup limit is not kept: the same request later looks the code up.
    if (!lookupLimited(result.data)) answered.set(key, result.data);
    $quote.set({ key, view: result.data, pending: null, error: "" });
  } else $quote.set({ key: "", view: null, pending: null, error: result.message });
}

/** Keeps `view` as the answer to `body` (a request the answer is known to answer). */
export function rememberQuote(body: QuoteRequestBody, view: QuoteView): void {
  answered.set(quoteKey(body), view);
}

export function typingCode(): void {
  $codeDirty.set(true);
}

export function codeSubmitted(): void {
  $codeDirty.set(false);
}

export function typeGiftCard(code: string): void {
  $giftCardCode.set(giftCardCode(code));
}

/**
 * Forgets every quote, the cache and the typed codes (tests start each case from nothing).
 * @internal
 */
export function resetQuote(): void {
  series.cancel();
  answered.clear();
  $quote.set(EMPTY_QUOTE);
  $codeDirty.set(false);
  $giftCardCode.set("");
}
