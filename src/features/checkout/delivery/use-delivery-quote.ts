/**
 * Builds the delivery step's quote request from the stores (basket lines,
 * country, post code, delivery choice, promo code, gift card), asks the
 * server for it whenever it changes, and answers what the step may show:
 * `view` answers exactly this request (order button), `amounts` answers it up
 * to the typed-but-not-applied code (totals, options). While neither is
 * fresh, nothing stale is shown.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import type { QuoteRequestBody, QuoteView } from "../../../contracts/quote.types";
import type { CheckedLine } from "../../../domain/basket/basket-pricing";
import { shouldLookUpGiftCard } from "../../../domain/checkout/gift-card";
import { setValidatedCode } from "../order.actions";
import { EMPTY_ORDER, $order } from "../order.store";
import { useClientStore, useMounted } from "../../shared/use-client-store";
import {
  $codeDirty,
  $quote,
  amountsFor,
  quoteFor,
  quoteKey,
  requestQuote,
} from "../checkout.store";

export interface DeliveryQuote {
  body: QuoteRequestBody;
  view: QuoteView | null;
  amounts: QuoteView | null;
  pending: boolean;
  /** A code sent to be applied whose answer has not come yet. */
  codeLoading: boolean;
  error: string;
}

function requestLines(lines: readonly CheckedLine[]): QuoteRequestBody["lines"] {
  return lines.map((l) => {
    const out: QuoteRequestBody["lines"][number] = {
      product: l.product,
      variantHash: l.variantHash,
      quantity: l.quantity,
      type: l.type,
    };
    if (l.components) out.components = l.components;
    if (l.personalization) out.personalization = l.personalization;
    return out;
  });
}

export function useDeliveryQuote(input: {
  lang: string;
  lines: readonly CheckedLine[];
  country: string;
  postCode: string;
  giftCard: string;
  /** Products still loading: the lines are not final yet. */
  loading: boolean;
}): DeliveryQuote {
  const order = useClientStore($order, EMPTY_ORDER);
  const dirty = useStore($codeDirty);
  const state = useStore($quote);
  const { lines, country, postCode, giftCard } = input;
  const body = useMemo<QuoteRequestBody>(() => {
    const d = order.delivery;
    return {
      lines: requestLines(lines),
      country,
      postCode,
      delivery: d ? { id: d.id, lockerCode: d.lockerCode, date: d.date, time: d.time } : null,
      typedCode: order.promoCode,
      code: order.promoCode.trim() && !dirty ? order.promoCode.trim() : "",
      giftCard: shouldLookUpGiftCard(giftCard) ? giftCard.trim() : "",
    };
  }, [lines, country, postCode, order.delivery, order.promoCode, dirty, giftCard]);
  const key = quoteKey(body);

  // Not before the island is live: its first render has the server's empty basket, and a quote
  // for no lines would show other delivery options (free-shipping gaps) for a moment.
  const live = useMounted();
  useEffect(() => {
    if (live && !input.loading) void requestQuote(body, input.lang);
  }, [key, live, input.loading, input.lang]);

  const view = quoteFor(state, body);
  const accepted = view?.code?.ok ? view.code.applied.code : "";
  useEffect(() => {
    // The server accepted the sent code: remember it as validated (kept across visits).
    if (accepted && body.code && order.validatedCode !== body.code) setValidatedCode(body.code);
  }, [accepted, body.code, order.validatedCode]);

  return {
    body,
    view,
    amounts: amountsFor(state, body),
    pending: state.pending !== null,
    codeLoading: state.pending !== null && body.code !== "" && view === null,
    error: state.error,
  };
}
