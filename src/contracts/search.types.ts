/**
 * What the search API answers for the header's predictive search (spec 1 §2):
 * products as the overlay shows them (name, link, thumbnail and the price as
 * the shopper sees it), then matching categories and content pages.
 */
export interface SearchHit {
  _id: string;
  name: string;
  /** The product's localized slug; the island prefixes the language's `/p/`. */
  url: string;
  /** The `min-` thumbnail, webp when the shop optimises images; null without a picture. */
  image: string | null;
  /** The primary price line, e.g. "95,66 zł"; null when prices are hidden from the shopper. */
  priceText: string | null;
  /** The regular price when discounted. */
  previousText: string | null;
  /** Variants have several prices: the price is the lowest ("from"). */
  from: boolean;
}

export interface SearchLinkView {
  _id: string;
  name: string;
  /** Unlocalised path: `/c/…` for a category, `/s/…` for a content page. */
  url: string;
}
