/**
 * What the basket modal and the delivery step show (shell spec §4 price for
 * logged users): with prices for logged-in users only and nobody logged in,
 * no prices and no items — only a request to log in; otherwise the empty
 * text, a loading text, or the items. While the stored lines are not known
 * yet (`known: false`: the server's HTML and the island's first render, as
 * the basket lives in the browser) it is loading, never empty.
 */
export type BasketGate = "login" | "empty" | "loading" | "items";

export function basketGate(input: {
  pricesHidden: boolean;
  storedCount: number;
  shownCount: number;
  loading: boolean;
  /** The stored lines have been read (false until the island is live); defaults to true. */
  known?: boolean;
}): BasketGate {
  if (input.pricesHidden) return "login";
  if (input.known === false) return "loading";
  if (input.shownCount > 0) return "items";
  if (input.storedCount > 0 && input.loading) return "loading";
  return "empty";
}
