/**
 * Turns a product's price into what a price block shows: formatted lines in
 * the shop's display mode and the shopper's currency, with a 'from' prefix
 * when variants have several prices and, for a weight product, the unit the
 * price is for ("/kg"). Shared by server pages and islands.
 * A set creator shows its cheapest set with 'from' (see `creatorPrice`).
 *
 * The per-unit and per-piece figures (priced unit, `custom.dividePerPackage`)
 * and the historical (lower earlier) price follow the display mode too: the
 * first two show the primary line's kind and carry its suffix in net modes;
 * the historical price shows every line of the mode, like the price itself.
 */
import type { Product } from "../catalogue/catalogue.types";
import { convert } from "./currency";
import { formatMoney } from "./money";
import { round2 } from "./rounding";
import { priceDisplayLines, type PriceKind } from "./price-display";
import { lowerEarlierPrice, type LowerEarlierKind } from "./price-history";
import { priceRangeForList, resolvePrice, type ResolvedPrice } from "./price-resolution";
import type { PricingContext } from "./pricing-context";
import { cheapestCreatorSet } from "./set-pricing";
import type { PriceDisplayMode } from "../shop/settings.types";

export interface PriceViewLine {
  kind: PriceKind;
  text: string;
  previousText?: string | undefined;
  primary: boolean;
  suffix?: PriceKind | undefined;
}

export interface PriceView {
  from: boolean;
  lines: PriceViewLine[];
  /**
   * The unit the amounts are for, shown after each ("59,13 zł/kg"): a weight product is
   * priced per its unit (`options.view.unit`, else `unit`); other products per piece (none).
   */
  per?: string | undefined;
  discount: number;
  resolved: ResolvedPrice;
  /**
   * Price per priced unit: a package holding `pricedUnitQuantity` × `pricedUnit`
   * (e.g. 10 × "100 g") shows its primary price divided by that quantity, per "100 g".
   */
  perUnit?: { text: string; unit: string; suffix?: PriceKind | undefined } | undefined;
  /**
   * Price of one piece of a package of `count` (`custom.dividePerPackage`):
   * the primary price divided by `count`, per `unit` (the product's unit label).
   */
  perPackage?:
    { text: string; count: number; unit: string; suffix?: PriceKind | undefined } | undefined;
}

export interface PriceViewInput {
  product: Product;
  lang: string;
  locale: string;
  currency: string;
  rate: number;
  mode: PriceDisplayMode;
  wholesale?: boolean | undefined;
  variantHash?: string | undefined;
  /** In lists, variants give a price range; on the product page a chosen variant gives one price. */
  list?: boolean | undefined;
}

/**
 * A set creator's price: its cheapest set as a "from" price (its own price is
 * never charged, decision 0007), from its offer's products (`componentsData`)
 * priced for the shopper; null when none of them has a price. Listings sort
 * creators by it too.
 */
export function creatorPrice(
  input: Pick<PriceViewInput, "product" | "lang" | "rate" | "wholesale">,
): ResolvedPrice | null {
  const { product, lang, rate, wholesale } = input;
  const cheapest = cheapestCreatorSet(product, (id, hash) => {
    const item = product.componentsData?.find((c) => c._id === id);
    return item
      ? resolvePrice({ product: item, lang, rate, wholesale, variantHash: hash || undefined })
      : null;
  });
  if (!cheapest) return null;
  const { brutto, netto, vat } = cheapest;
  const unitLabel = resolvePrice({ product, lang, rate })?.unitLabel ?? cheapest.unitLabel;
  return {
    brutto,
    netto,
    vat,
    discount: 0,
    regularBrutto: brutto,
    regularNetto: netto,
    isDiscounted: false,
    from: true,
    isWholesale: false,
    unitLabel,
  };
}

export function priceView(input: PriceViewInput): PriceView | null {
  const { product, lang, rate, wholesale } = input;
  let resolved: ResolvedPrice | null;
  let from: boolean;
  if (product.type === "set_creator") {
    resolved = creatorPrice(input);
    from = true;
  } else if (input.list) {
    const range = priceRangeForList(product, lang, rate, { wholesale });
    resolved = range?.min ?? null;
    from = range?.from ?? false;
  } else {
    resolved = resolvePrice({ product, lang, rate, wholesale, variantHash: input.variantHash });
    from = resolved?.from ?? false;
  }
  if (!resolved) return null;
  const money = (n: number) => formatMoney(n, input.currency, input.locale);
  const lines = priceDisplayLines(input.mode, {
    brutto: resolved.brutto,
    netto: resolved.netto,
    previousBrutto: resolved.isDiscounted ? resolved.regularBrutto : undefined,
    previousNetto: resolved.isDiscounted ? resolved.regularNetto : undefined,
  }).map((line) => ({
    kind: line.kind,
    text: money(line.amount),
    previousText: line.previous === undefined ? undefined : money(line.previous),
    primary: line.primary,
    suffix: line.suffix,
  }));
  const quantity = resolved.pricedUnitQuantity;
  const primaryKind = lines[0]?.kind ?? "brutto";
  const suffix = lines[0]?.suffix;
  const primary = primaryKind === "netto" ? resolved.netto : resolved.brutto;
  const perUnit =
    quantity && resolved.pricedUnitLabel
      ? { text: money(round2(primary / quantity)), unit: resolved.pricedUnitLabel, suffix }
      : undefined;
  const pack = resolved.perPackage;
  const perPackage = pack
    ? {
        text: money(primaryKind === "netto" ? pack.netto : pack.brutto),
        count: pack.divisor,
        unit: resolved.unitLabel,
        suffix,
      }
    : undefined;
  return {
    from,
    lines,
    per: input.product.type === "weight" ? resolved.unitLabel : undefined,
    discount: resolved.isDiscounted ? resolved.discount : 0,
    resolved,
    perUnit,
    perPackage,
  };
}

/**
 * The price a page shows to the current shopper: the shop's display mode, the
 * chosen currency and the shopper's wholesale flag from the pricing context,
 * or nothing when prices are for logged-in users only and nobody is logged in.
 */
export function shopperPriceView(
  pricing: PricingContext,
  product: Product,
  options: { list?: boolean; variantHash?: string | undefined } = {},
): PriceView | null {
  if (pricing.pricesHidden) return null;
  return priceView({
    product,
    lang: pricing.lang,
    locale: pricing.locale,
    currency: pricing.currency,
    rate: pricing.rate,
    mode: pricing.mode,
    wholesale: pricing.wholesale,
    list: options.list,
    variantHash: options.variantHash,
  });
}

export interface HistoricalPriceView {
  kind: LowerEarlierKind;
  lines: PriceViewLine[];
}

/**
 * The product page's historical (lower earlier) price line for the current
 * shopper (`lowerEarlierPrice`), converted to the chosen currency (2
 * decimals) and written in the display mode; null when prices are hidden,
 * for a wholesale price (a negotiated list, not a retail offer), for a set
 * creator and when the product has no such price.
 */
export function shopperHistoricalView(
  pricing: PricingContext,
  product: Product,
  now: number,
): HistoricalPriceView | null {
  // A set creator's own price is never charged, so it has no earlier price either.
  if (pricing.pricesHidden || product.type === "set_creator") return null;
  const { lang, rate } = pricing;
  const price = Object.hasOwn(product.price, lang) ? product.price[lang] : undefined;
  const resolved = resolvePrice({ product, lang, rate, wholesale: pricing.wholesale });
  if (!price || !resolved || resolved.isWholesale) return null;
  const found = lowerEarlierPrice({
    price,
    history: product.priceHistory?.[lang] ?? [],
    now,
    discounted: resolved.isDiscounted,
    currentBrutto: price.brutto,
  });
  if (!found) return null;
  const money = (n: number) => formatMoney(n, pricing.currency, pricing.locale);
  const lines = priceDisplayLines(pricing.mode, {
    brutto: round2(convert(found.brutto, rate)),
    netto: round2(convert(found.netto, rate)),
  }).map((line) => ({
    kind: line.kind,
    text: money(line.amount),
    primary: line.primary,
    suffix: line.suffix,
  }));
  return { kind: found.kind, lines };
}
