/**
 * The checkout as one state (issue 29): the quote request is computed from
 * the stores the shopper changes (basket lines, delivery country and choice,
 * the post code of the shipping form, the promo code, the gift card, the
 * chosen payment), and one listener asks the server for its quote whenever
 * it changes. Both steps read the same request and the same answer, so the
 * delivery step and the details step show the same lines and totals, and the
 * order (which sends the same state) is charged what the last step showed.
 *
 * The quote answers the priced lines too, so a step shows its table and its
 * total after one call. When the server's stock check lowered or dropped
 * lines, the stored basket is corrected to its answer (spec 1 §4 stock rule);
 * the corrected request is answered from that same answer, without another
 * call. An accepted code is remembered as validated (kept across visits).
 *
 * Islands only render: they name the shop's language and default country
 * (`useCheckoutQuote`) and read `$quoteView`, `$quoteAmounts`, `$shownLines`.
 */
import { atom, computed, onMount } from "nanostores";
import { lineKey, parseStoredList, type StoredLine } from "../../domain/basket/basket-line";
import { storedLine, type LineView } from "../../domain/basket/line-view";
import { shouldLookUpGiftCard } from "../../domain/checkout/gift-card";
import type { QuoteRequestBody, QuoteView } from "../../contracts/quote.types";
import { $basket, replaceBasketLines } from "../basket/basket.store";
import { $checkout } from "./details/checkout-form.store";
import { setValidatedCode } from "./order.actions";
import { $order } from "./order.store";
import {
  $codeDirty,
  $giftCardCode,
  $quote,
  amountsFor,
  quoteFor,
  quoteKey,
  rememberQuote,
  requestQuote,
} from "./checkout.store";

export interface CheckoutContext {
  lang: string;
  /** The shop's delivery country for the language, when the shopper chose none. */
  defaultCountry: string;
  /** Prices for logged-in shoppers only and nobody logged in: nothing is quoted. */
  pricesHidden: boolean;
}

/** Set by the step's island; null until then (no request is made). */
export const $checkoutContext = atom<CheckoutContext | null>(null);

export function setCheckoutContext(context: CheckoutContext): void {
  const now = $checkoutContext.get();
  if (JSON.stringify(now) !== JSON.stringify(context)) $checkoutContext.set(context);
}

/** The gift card as sent: the typed code once typing paused for 300 ms. */
export const $giftCardSent = atom($giftCardCode.get());
let giftTimer: ReturnType<typeof setTimeout> | undefined;
$giftCardCode.listen((code) => {
  clearTimeout(giftTimer);
  giftTimer = setTimeout(() => $giftCardSent.set(code), 300);
});

/** The quote request of the checkout state; null when there is nothing to quote. */
export const $quoteRequest = computed(
  [$checkoutContext, $basket, $order, $codeDirty, $giftCardSent, $checkout],
  (context, basket, order, dirty, gift, checkout): QuoteRequestBody | null => {
    // An empty basket is quoted too: the step shows 0,00 zł and why the order cannot go on.
    if (!context || context.pricesHidden) return null;
    const d = order.delivery;
    const code = order.promoCode.trim();
    return {
      lines: basket.list.map(storedLine),
      country: order.deliveryCountry || context.defaultCountry,
      postCode: checkout.form.ship.postCode.trim().slice(0, 16),
      delivery: d ? { id: d.id, lockerCode: d.lockerCode, date: d.date, time: d.time } : null,
      typedCode: order.promoCode,
      code: code && !dirty ? code : "",
      giftCard: shouldLookUpGiftCard(gift) ? gift.trim() : "",
      payment: checkout.paymentId,
    };
  },
);

/** The quote answering exactly the current request (the order button), else null. */
export const $quoteView = computed([$quote, $quoteRequest], (state, body) =>
  body ? quoteFor(state, body) : null,
);

/** The quote whose amounts hold for the current request (up to the typed code), else null. */
export const $quoteAmounts = computed([$quote, $quoteRequest], (state, body) =>
  body ? amountsFor(state, body) : null,
);

/** A code sent to be applied whose answer has not come yet. */
export const $codeLoading = computed(
  [$quote, $quoteRequest, $quoteView],
  (state, body, view) => state.pending !== null && !!body?.code && view === null,
);

/**
 * What the stock check changed in the basket on this page: the quantity asked
 * for per lowered line, and how many lines went. Kept while the page lives,
 * so the table keeps saying why a quantity is lower after later quotes.
 */
export const $stockNotes = atom<{ asked: Record<string, number>; dropped: number }>({
  asked: {},
  dropped: 0,
});

/**
 * The lines the table shows: the last answer's lines still in the basket,
 * with the basket's quantities and the quantity asked for where the stock
 * lowered it; `stale` while those answer an earlier basket (a quantity just
 * changed), so the table marks its amounts as being priced.
 */
export const $shownLines = computed([$quote, $basket, $stockNotes], (state, basket, notes) => {
  const answered = new Map((state.view?.lines ?? []).map((l) => [l.key, l]));
  let stale = false;
  const lines: LineView[] = [];
  for (const stored of basket.list) {
    const line = answered.get(lineKey(stored));
    if (!line) continue;
    if (line.quantity !== stored.quantity) stale = true;
    const asked = notes.asked[line.key];
    const requested = asked !== undefined && asked > stored.quantity ? asked : null;
    lines.push(
      line.quantity === stored.quantity && line.requested === requested
        ? line
        : { ...line, quantity: stored.quantity, requested },
    );
  }
  return { lines, stale: stale || state.pending !== null };
});

/** Whether the answer lowered or dropped any of the request's lines. */
function correctedLines(body: QuoteRequestBody, view: QuoteView): StoredLine[] | null {
  const next = view.lines.map(storedLine);
  const same =
    next.length === body.lines.length &&
    next.every((l, i) => {
      const sent = body.lines[i];
      return sent !== undefined && lineKey(sent) === lineKey(l) && sent.quantity === l.quantity;
    });
  return same ? null : next;
}

/** After an answer to `body`: remember an accepted code, correct the basket to the stock. */
function settle(body: QuoteRequestBody): void {
  const view = quoteFor($quote.get(), body);
  if (!view) return;
  const order = $order.get();
  if (view.code?.ok && body.code && order.validatedCode !== body.code) setValidatedCode(body.code);
  const next = correctedLines(body, view);
  if (!next) return;
  const notes = $stockNotes.get();
  const asked = { ...notes.asked };
  for (const line of view.lines) if (line.requested !== null) asked[line.key] = line.requested;
  $stockNotes.set({ asked, dropped: notes.dropped + view.dropped });
  // The corrected request is answered by this answer: no second call for it.
  const lines = parseStoredList({ list: next }).list;
  rememberQuote({ ...body, lines: lines.map(storedLine) }, view);
  replaceBasketLines(lines);
}

onMount($quote, () =>
  $quoteRequest.subscribe((body) => {
    const lang = $checkoutContext.get()?.lang;
    if (!body || !lang) return;
    const key = quoteKey(body);
    void requestQuote(body, lang).then(() => {
      if (quoteKey($quoteRequest.get() ?? body) === key) settle(body);
    });
  }),
);
