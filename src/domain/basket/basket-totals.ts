/**
 * Basket line prices and totals (spec 1 §3 Basket line, §9 rounding), shared
 * by the islands and the server so both show the same cents.
 *
 * Per line: the VAT rate for the delivery country (`vatRateFor`), the
 * shopper's price (`resolvePrice`: language, variant, wholesale, currency),
 * then custom pricing rules (`applyPricingRules`) measured over the whole
 * basket in the base currency; a rule's price, like the list price, is taken
 * to the line's VAT rate keeping its net amount (VAT per delivery country).
 * Decisions where the spec is silent:
 * - Custom pricing rules do not apply to wholesale list prices (a negotiated
 *   list), except where a rule's price is lower.
 * - A wholesale customer never pays more than a guest for the same line
 *   (docs/decisions/0007-set-and-wholesale-pricing.md): the basket is also
 *   priced as a guest's, and each line takes the guest's unit price where it
 *   is lower (a retail discount, or a rule the guest's basket reaches).
 * - Set lines cost what `./set-pricing` says for their components, priced
 *   with the same unit prices as normal lines; a set with changed contents
 *   takes no custom pricing rule (rules price the product by itself).
 * - Unit prices are exactly the product page's (`resolvePrice` with the
 *   currency rate); a rule's price is converted and rounded to 2 decimals the
 *   same way; line = unit (2 decimals) × quantity.
 * - A product without a price in the language (or a set with an item
 *   without one) is priced 0 and flagged `priced: false` (the UI shows no
 *   price; the line is kept, not lost).
 * - Totals are sums of rounded line totals, so the visible arithmetic adds up.
 */
import { countLines } from "./basket-line";
import type { CustomPricingRule, Product } from "../catalogue/catalogue.types";
import { convert } from "../pricing/currency";
import { round2, round4 } from "../pricing/rounding";
import { applyPricingRules, type PricingRuleInput } from "../pricing/pricing-rules";
import { resolvePrice } from "../pricing/price-resolution";
import type { PricingContext } from "../pricing/pricing-context";
import { priceSet, type ChosenComponent, type UnitPrice } from "../pricing/set-pricing";
import { repriceForVat, vatRateFor } from "../pricing/vat";

export interface TotalsLine {
  product: string;
  variantHash: string;
  quantity: number;
  type?: string | undefined;
  /** Set components per one set (see ./set-pricing). */
  components?: readonly ChosenComponent[] | undefined;
}

export interface PricedLine {
  product: string;
  variantHash: string;
  quantity: number;
  priced: boolean;
  unitBrutto: number;
  unitNetto: number;
  /** Undiscounted unit price, for a strike-through. */
  regularBrutto: number;
  regularNetto: number;
  isDiscounted: boolean;
  vat: number;
  lineBrutto: number;
  lineNetto: number;
}

export interface BasketTotals {
  lines: PricedLine[];
  brutto: number;
  netto: number;
  /** Items for the counter and item-count rules (weight products count as 1). */
  count: number;
}

/** What line prices depend on: the shopper's pricing context and the delivery country (VAT). */
export type TotalsContext = Pick<
  PricingContext,
  "lang" | "rate" | "wholesale" | "vatPerDeliveryCountry" | "vatCountries"
> & { deliveryCountry?: string | null | undefined };

/** A resolved price replaced by a set's computed unit price (no strike-through, no rules). */
function setPrice<R extends { brutto: number; netto: number }>(resolved: R, unit: UnitPrice): R {
  return {
    ...resolved,
    brutto: unit.brutto,
    netto: unit.netto,
    regularBrutto: unit.brutto,
    regularNetto: unit.netto,
  };
}

function safeQuantity(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
}

const UNPRICED = (line: TotalsLine, quantity: number, vat: number): PricedLine => ({
  product: line.product,
  variantHash: line.variantHash,
  quantity,
  priced: false,
  unitBrutto: 0,
  unitNetto: 0,
  regularBrutto: 0,
  regularNetto: 0,
  isDiscounted: false,
  vat,
  lineBrutto: 0,
  lineNetto: 0,
});

/**
 * A custom rule's unit price for the line's VAT rate. A rule's amounts belong to
 * the price list, at the list's own VAT rate (`listVat`): a missing gross or net
 * figure is derived at that rate, then, like the list price itself
 * (`resolvePrice`), the price is taken to the line's rate keeping the net price,
 * so VAT per delivery country changes the tax, not the seller's price.
 */
function ruleUnitPrice(
  rules: readonly CustomPricingRule[],
  listVat: number,
  lineVat: number,
  measure: Pick<PricingRuleInput, "basketTotal" | "itemCount" | "variantHash">,
): { brutto: number; netto: number } | null {
  const rule = applyPricingRules({ rules, ...measure, vat: listVat });
  if (!rule) return null;
  return repriceForVat({ brutto: rule.brutto, netto: rule.netto, vat: listVat }, lineVat);
}

/** Every line priced for the context's shopper (see the module doc), without the guest cap. */
function priceLines(
  lines: readonly TotalsLine[],
  products: ReadonlyMap<string, Product>,
  context: TotalsContext,
  count: number,
): PricedLine[] {
  const vatOf = (product: Product) =>
    vatRateFor({
      product,
      lang: context.lang,
      deliveryCountry: context.deliveryCountry,
      settings: {
        vatCountries: context.vatCountries,
        additionalFunctions: { vatPerDeliveryCountry: context.vatPerDeliveryCountry },
      },
    });
  const priceAt = (product: Product, variantHash: string, rate: number) =>
    resolvePrice({
      product,
      lang: context.lang,
      variantHash: variantHash || undefined,
      wholesale: context.wholesale,
      rate,
      vat: vatOf(product),
    });
  type Resolved = NonNullable<ReturnType<typeof priceAt>>;
  /** A line's unit price at a rate: the product's own, or its set price; null when unpriced. */
  const lineAt = (line: TotalsLine, product: Product, rate: number) => {
    const own = priceAt(product, line.variantHash, rate);
    if (!own) return null;
    const set = priceSet({
      product,
      chosen: line.components,
      own,
      unitOf: (id, hash) => {
        const component = products.get(id);
        const r = component ? priceAt(component, hash, rate) : null;
        return r ? { brutto: r.brutto, netto: r.netto } : null;
      },
    });
    if (set.kind === "own") return { resolved: own, isSet: false };
    if (set.kind !== "price") return null;
    return { resolved: setPrice<Resolved>(own, set.unit), isSet: true };
  };
  const base = lines.map((line) => {
    const product = products.get(line.product);
    const quantity = safeQuantity(line.quantity);
    if (!product) return { line, product, quantity, atBase: null, shown: null, vat: 0 };
    const atBase = lineAt(line, product, 1);
    const shown = lineAt(line, product, context.rate);
    return { line, product, quantity, atBase, shown, vat: vatOf(product) };
  });
  const baseTotal = round4(
    base.reduce((s, b) => s + (b.atBase ? b.atBase.resolved.brutto * b.quantity : 0), 0),
  );
  return base.map(({ line, product, quantity, atBase, shown, vat }) => {
    if (!product || !atBase || !shown) return UNPRICED(line, quantity, vat);
    const resolved = atBase.resolved;
    let unitBrutto = shown.resolved.brutto;
    let unitNetto = shown.resolved.netto;
    let regB = shown.resolved.regularBrutto;
    let regN = shown.resolved.regularNetto;
    const price = product.price[context.lang];
    const rules = price?.custom?.rules;
    if (price && rules && rules.length > 0 && !shown.isSet) {
      const rule = ruleUnitPrice(rules, price.vat, vat, {
        basketTotal: baseTotal,
        itemCount: count,
        variantHash: line.variantHash || undefined,
      });
      const ruleBrutto = rule ? round2(convert(rule.brutto, context.rate)) : 0;
      if (rule && (!resolved.isWholesale || ruleBrutto < unitBrutto)) {
        unitBrutto = ruleBrutto;
        unitNetto = round2(convert(rule.netto, context.rate));
        regB = Math.max(regB, unitBrutto);
        regN = Math.max(regN, unitNetto);
      }
    }
    return {
      product: line.product,
      variantHash: line.variantHash,
      quantity,
      priced: true,
      unitBrutto,
      unitNetto,
      regularBrutto: regB,
      regularNetto: regN,
      isDiscounted: regB > unitBrutto,
      vat,
      lineBrutto: round2(unitBrutto * quantity),
      lineNetto: round2(unitNetto * quantity),
    };
  });
}

/** Prices every line and sums the basket in the shopper's currency (2 decimals). */
export function basketTotals(
  lines: readonly TotalsLine[],
  products: ReadonlyMap<string, Product>,
  context: TotalsContext,
): BasketTotals {
  const count = countLines(lines);
  let priced = priceLines(lines, products, context, count);
  if (context.wholesale) {
    // A wholesale customer never pays more than a guest for the same line.
    const guest = priceLines(lines, products, { ...context, wholesale: false }, count);
    priced = priced.map((own, i) => {
      const g = guest[i];
      return g && own.priced && g.priced && g.unitBrutto < own.unitBrutto ? g : own;
    });
  }
  return {
    lines: priced,
    brutto: round2(priced.reduce((s, l) => s + l.lineBrutto, 0)),
    netto: round2(priced.reduce((s, l) => s + l.lineNetto, 0)),
    count,
  };
}

/** Total weight of a basket in kg (variant weight × quantity; missing weight counts 0). */
export function basketWeight(
  lines: readonly TotalsLine[],
  products: ReadonlyMap<string, Product>,
): number {
  let weight = 0;
  for (const line of lines) {
    const product = products.get(line.product);
    const variant = product?.variants.find((v) => v.hash === line.variantHash);
    const w = variant?.weight ?? 0;
    if (Number.isFinite(w) && w > 0) weight += w * safeQuantity(line.quantity);
  }
  return round4(weight);
}
