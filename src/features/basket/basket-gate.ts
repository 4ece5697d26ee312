/**
 * What the basket modal and the delivery step show (shell spec §4 price for
 * logged users): with prices for logged-in users only and nobody logged in,
 * no prices and no items — only a request to log in; otherwise the empty
 * text, a loading text, or the items.
 */
export type BasketGate = "login" | "empty" | "loading" | "items";

export function basketGate(input: {
  pricesHidden: boolean;
  storedCount: number;
  shownCount: number;
  loading: boolean;
}): BasketGate {
  if (input.pricesHidden) return "login";
  if (input.shownCount > 0) return "items";
  if (input.storedCount > 0 && input.loading) return "loading";
  return "empty";
}
