/**
 * What a checkout step's island reads of the checkout's one quote
 * (checkout-quote.store.ts): it names the shop's language and default
 * country, and gets the quote's stores. The request, its call and the
 * basket's correction live in the store; the island only renders.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { ShopProps } from "../../contracts/shop-props.types";
import { $quote } from "./checkout.store";
import {
  $codeLoading,
  $quoteAmounts,
  $quoteRequest,
  $quoteView,
  $shownLines,
  setCheckoutContext,
} from "./checkout-quote.store";

export function useCheckoutQuote(shop: ShopProps) {
  const { lang, pricesHidden } = shop.pricing;
  const { defaultCountry } = shop;
  useEffect(
    () => setCheckoutContext({ lang, defaultCountry, pricesHidden }),
    [lang, defaultCountry, pricesHidden],
  );
  const state = useStore($quote);
  return {
    request: useStore($quoteRequest),
    view: useStore($quoteView),
    amounts: useStore($quoteAmounts),
    shown: useStore($shownLines),
    codeLoading: useStore($codeLoading),
    /** The last answer, whichever request it answers (the table's lines and total while repricing). */
    last: state.view,
    pending: state.pending !== null,
    error: state.error,
  };
}
