/**
 * Resolves the price a shopper sees for a product (spec 1 §3 Price, §2
 * product box "'from' prefix when several prices exist", product page price
 * block and priced unit, §6 wholesale, §9 rounding and default unit 'szt.').
 *
 * Steps, all in the base currency at 4 decimals until the last one:
 * 1. Source: the language's price; for a chosen variant hash, its override in
 *    `price[lang].variants[hash]` (a hash without override uses the product
 *    price); for a wholesale customer, `price[lang].wholesale` when defined —
 *    a negotiated list price that takes no retail discount — **unless the
 *    retail price a guest pays for that variant (with its discount) is
 *    lower**: a wholesale customer never pays more than a guest for the same
 *    line (issue 9; docs/decisions/0007-set-and-wholesale-pricing.md). The
 *    lower of the two is compared per variant, in the base currency, before
 *    VAT changes and currency conversion (both apply to either alike).
 *    `isWholesale` tells which one won. Custom pricing rules need the whole
 *    basket, so the basket (`./basket-totals`) keeps the same promise for
 *    them: each line costs at most what a guest's basket charges for it.
 * 2. Discount: when `discount > 0`, `discountBrutto`/`discountNetto` are the
 *    prices; a missing one is derived (net from gross with the VAT rate, or
 *    both by the percentage). A variant override without its own `discount`
 *    inherits the product's percentage, applied to the override's prices.
 * 3. VAT: when `vat` is given and differs from the price's rate, the price is
 *    repriced keeping netto (see `repriceForVat`).
 * 4. "from": with no variant chosen and two or more distinct effective gross
 *    prices among the product's variants, `from` is true; with
 *    `options.view.minimumVariantPrice` the minimum variant price is shown,
 *    otherwise the product price.
 * 5. Currency: amounts × `rate` (4 decimals), then rounded to 2 for output.
 *    `perPackage` divides the converted price by `custom.dividePerPackage`
 *    (the main price stays the package price); `lineBrutto`/`lineNetto`
 *    multiply the displayed 2-decimal unit price by `quantity` so the
 *    visible arithmetic adds up to the cent.
 * Custom pricing rules need basket context and are applied by the caller
 * (`./pricing-rules`). A language without a price resolves to null.
 */
import type { Lang, LangPrice, Product, VariantPriceOverride } from "../catalogue/catalogue.types";
import { convert } from "./currency";
import { round2, round4 } from "./rounding";
import { nettoFromBrutto, repriceForVat } from "./vat";

export const DEFAULT_UNIT_LABEL = "szt.";

export interface ResolvedPrice {
  brutto: number;
  netto: number;
  vat: number;
  /** Discount percent applied; 0 when none. */
  discount: number;
  regularBrutto: number;
  regularNetto: number;
  isDiscounted: boolean;
  /** Show a 'from' prefix: several prices exist and no variant is chosen. */
  from: boolean;
  isWholesale: boolean;
  unitLabel: string;
  pricedUnitQuantity?: number;
  pricedUnitLabel?: string;
  perPackage?: { brutto: number; netto: number; divisor: number };
  lineBrutto?: number;
  lineNetto?: number;
}

export interface ResolvePriceInput {
  product: Product;
  lang: Lang;
  variantHash?: string | undefined;
  wholesale?: boolean | undefined;
  /** Rate of the chosen currency against the base currency. */
  rate: number;
  quantity?: number | undefined;
  /** VAT percent to use instead of the price's own (e.g. from `vatRateFor`). */
  vat?: number | undefined;
}

/** Base-currency price at 4 decimals. */
interface BasePrice {
  brutto: number;
  netto: number;
  regularBrutto: number;
  regularNetto: number;
  discount: number;
  /** The wholesale list price (not the retail one) is the price. */
  wholesale?: boolean;
}

type PriceSource = Pick<
  VariantPriceOverride,
  "brutto" | "netto" | "discountBrutto" | "discountNetto"
>;

function ownEntry<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

function positiveFinite(value: number | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

function withDiscount(
  source: PriceSource,
  discountPercent: number | undefined,
  vat: number,
): BasePrice {
  const regularBrutto = round4(source.brutto);
  const regularNetto = round4(source.netto);
  const discount = positiveFinite(discountPercent) ? Math.min(discountPercent, 100) : 0;
  if (discount === 0)
    return { brutto: regularBrutto, netto: regularNetto, regularBrutto, regularNetto, discount };
  const factor = (100 - discount) / 100;
  const brutto =
    source.discountBrutto !== undefined
      ? round4(source.discountBrutto)
      : round4(regularBrutto * factor);
  const netto =
    source.discountNetto !== undefined
      ? round4(source.discountNetto)
      : source.discountBrutto !== undefined
        ? nettoFromBrutto(brutto, vat)
        : round4(regularNetto * factor);
  return { brutto, netto, regularBrutto, regularNetto, discount };
}

/** Effective base price of a variant (or of the product when the hash has no override). */
function variantBasePrice(price: LangPrice, hash: string | undefined): BasePrice {
  const override = hash ? ownEntry(price.variants, hash) : undefined;
  if (!override) return withDiscount(price, price.discount, price.vat);
  return withDiscount(override, override.discount ?? price.discount, price.vat);
}

/** The shopper's base price of a variant: retail, or the wholesale list price when it is not dearer. */
function shopperBasePrice(
  price: LangPrice,
  hash: string | undefined,
  wholesale: LangPrice["wholesale"],
): BasePrice {
  const retail = variantBasePrice(price, hash);
  if (!wholesale) return retail;
  const list = withDiscount(wholesale, 0, price.vat);
  return list.brutto <= retail.brutto ? { ...list, wholesale: true } : retail;
}

function distinctVariantPrices(
  product: Product,
  price: LangPrice,
  wholesale: LangPrice["wholesale"],
): { hash: string; base: BasePrice }[] {
  return product.variants.map((v) => ({
    hash: v.hash,
    base: shopperBasePrice(price, v.hash, wholesale),
  }));
}

function countDistinct(values: readonly number[]): number {
  return new Set(values).size;
}

function applyVat(
  base: BasePrice,
  fromVat: number,
  toVat: number | undefined,
): { base: BasePrice; vat: number } {
  if (toVat === undefined || !Number.isFinite(toVat) || toVat === fromVat)
    return { base, vat: fromVat };
  const current = repriceForVat({ brutto: base.brutto, netto: base.netto, vat: fromVat }, toVat);
  const regular = repriceForVat(
    { brutto: base.regularBrutto, netto: base.regularNetto, vat: fromVat },
    toVat,
  );
  return {
    base: {
      brutto: current.brutto,
      netto: current.netto,
      regularBrutto: regular.brutto,
      regularNetto: regular.netto,
      discount: base.discount,
    },
    vat: toVat,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The price to show for a product in a language and currency; null when the language has no price. */
export function resolvePrice(input: ResolvePriceInput): ResolvedPrice | null {
  const { product, lang, rate } = input;
  const price = ownEntry(product.price, lang);
  if (!price) return null;
  const view = product.options.view;
  const variantChosen = Boolean(input.variantHash);
  const wholesale =
    input.wholesale === true && price.wholesale !== undefined ? price.wholesale : undefined;

  let base: BasePrice;
  let from = false;
  if (variantChosen) {
    base = shopperBasePrice(price, input.variantHash, wholesale);
  } else {
    base = shopperBasePrice(price, undefined, wholesale);
    const candidates = distinctVariantPrices(product, price, wholesale);
    from = countDistinct(candidates.map((c) => c.base.brutto)) > 1;
    if (from && view.minimumVariantPrice) {
      const first = candidates[0];
      if (first)
        base = candidates.reduce(
          (min, c) => (c.base.brutto < min.brutto ? c.base : min),
          first.base,
        );
    }
  }

  const taxed = applyVat(base, price.vat, input.vat);
  const bruttoIn = convert(taxed.base.brutto, rate);
  const nettoIn = convert(taxed.base.netto, rate);
  const brutto = round2(bruttoIn);
  const netto = round2(nettoIn);
  const regularBrutto = round2(convert(taxed.base.regularBrutto, rate));
  const regularNetto = round2(convert(taxed.base.regularNetto, rate));

  const resolved: ResolvedPrice = {
    brutto,
    netto,
    vat: taxed.vat,
    discount: taxed.base.discount,
    regularBrutto,
    regularNetto,
    isDiscounted: taxed.base.discount > 0 && brutto < regularBrutto,
    from,
    isWholesale: base.wholesale === true,
    unitLabel: nonEmpty(view.unit) ?? nonEmpty(product.unit) ?? DEFAULT_UNIT_LABEL,
  };
  if (positiveFinite(view.pricedUnit)) resolved.pricedUnitQuantity = view.pricedUnit;
  const pricedUnitLabel = nonEmpty(product.pricedUnit);
  if (pricedUnitLabel) resolved.pricedUnitLabel = pricedUnitLabel;
  const divisor = price.custom?.dividePerPackage;
  if (positiveFinite(divisor)) {
    resolved.perPackage = {
      brutto: round2(bruttoIn / divisor),
      netto: round2(nettoIn / divisor),
      divisor,
    };
  }
  if (input.quantity !== undefined && Number.isFinite(input.quantity)) {
    resolved.lineBrutto = round2(brutto * input.quantity);
    resolved.lineNetto = round2(netto * input.quantity);
  }
  return resolved;
}

export interface ListPriceRange {
  /** The cheapest variant's resolved price (product price when no variants). */
  min: ResolvedPrice;
  /** The most expensive variant's resolved price. */
  max: ResolvedPrice;
  /** True when min and max differ: the box shows 'from'. */
  from: boolean;
}

/** Cheapest and dearest price of a product for a product box; null when the language has no price. */
export function priceRangeForList(
  product: Product,
  lang: Lang,
  rate: number,
  options: { wholesale?: boolean | undefined; vat?: number | undefined } = {},
): ListPriceRange | null {
  const price = ownEntry(product.price, lang);
  if (!price) return null;
  const common = { product, lang, rate, wholesale: options.wholesale, vat: options.vat };
  const wholesale = options.wholesale === true ? price.wholesale : undefined;
  const candidates = distinctVariantPrices(product, price, wholesale);
  const first = candidates[0];
  if (!first) {
    const only = resolvePrice(common);
    return only
      ? { min: { ...only, from: false }, max: { ...only, from: false }, from: false }
      : null;
  }
  let low = first;
  let high = first;
  for (const c of candidates) {
    if (c.base.brutto < low.base.brutto) low = c;
    if (c.base.brutto > high.base.brutto) high = c;
  }
  const min = resolvePrice({ ...common, variantHash: low.hash });
  const max = resolvePrice({ ...common, variantHash: high.hash });
  if (!min || !max) return null;
  const from = min.brutto !== max.brutto;
  return { min: { ...min, from }, max: { ...max, from: false }, from };
}
