/**
 * Custom pricing rules (spec 1 §3 "Custom pricing rule: type (total,
 * itemCount, attrSum, formula), from, to, brutto, netto, variant, formula,
 * vars"; §8 "Formula errors in pricing ... rules are swallowed").
 *
 * Rules are tried in order; the first one that matches gives the unit price.
 * - `total`, `itemCount`, `attrSum` match when the measured value (basket
 *   total, number of items, attribute sum) lies in `[from, to]`, both bounds
 *   inclusive, a missing bound meaning unbounded. An `attrSum` rule does not
 *   match when no attribute sum is given.
 * - `formula` is evaluated by the safe evaluator (`./expression`) over
 *   `vars` plus the built-ins `total`, `itemCount` and (when given)
 *   `attrSum`; caller-supplied vars win on a name clash. A boolean result is
 *   the match condition and the price comes from the rule's brutto/netto; a
 *   number result is itself the gross unit price (net derived with `vat`).
 *   A formula error, a negative or non-finite result, or a numeric result
 *   without a known `vat` drops the rule (the next rule is tried).
 * - A rule with `variant` applies only to that variant hash.
 * - A matched rule needs its price: both brutto and netto, or one of them
 *   plus `vat`. A rule without a usable price is skipped.
 * All amounts are in the base currency (the caller converts); results keep 4
 * decimals.
 */
import type { CustomPricingRule } from "../catalogue/catalogue.types";
import type { ExpressionVars } from "./expression";
import { safeEvaluate } from "./expression";
import { round4 } from "./rounding";
import { bruttoFromNetto, nettoFromBrutto } from "./vat";

export interface RuleUnitPrice {
  brutto: number;
  netto: number;
  /** Index of the rule that matched, for display and debugging. */
  ruleIndex: number;
}

export interface PricingRuleInput {
  rules: readonly CustomPricingRule[] | undefined;
  basketTotal: number;
  itemCount: number;
  attrSum?: number | undefined;
  variantHash?: string | undefined;
  vars?: ExpressionVars | undefined;
  /** VAT percent, needed to derive a missing net or gross price. */
  vat?: number | undefined;
}

function inRange(value: number, rule: CustomPricingRule): boolean {
  if (rule.from !== undefined && value < rule.from) return false;
  if (rule.to !== undefined && value > rule.to) return false;
  return true;
}

function validAmount(value: number | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

function priceOf(
  brutto: number | undefined,
  netto: number | undefined,
  vat: number | undefined,
): Omit<RuleUnitPrice, "ruleIndex"> | null {
  if (validAmount(brutto) && validAmount(netto))
    return { brutto: round4(brutto), netto: round4(netto) };
  if (!validAmount(vat)) return null;
  if (validAmount(brutto)) return { brutto: round4(brutto), netto: nettoFromBrutto(brutto, vat) };
  if (validAmount(netto)) return { brutto: bruttoFromNetto(netto, vat), netto: round4(netto) };
  return null;
}

function formulaPrice(
  rule: CustomPricingRule,
  input: PricingRuleInput,
): Omit<RuleUnitPrice, "ruleIndex"> | null {
  if (rule.formula === undefined) return null;
  const builtIns: Record<string, number> = { total: input.basketTotal, itemCount: input.itemCount };
  if (input.attrSum !== undefined) builtIns["attrSum"] = input.attrSum;
  const result = safeEvaluate(rule.formula, { ...builtIns, ...input.vars });
  if (!result.ok) return null;
  if (typeof result.value === "boolean") {
    return result.value ? priceOf(rule.brutto, rule.netto, input.vat) : null;
  }
  return priceOf(result.value, undefined, input.vat);
}

function rulePrice(
  rule: CustomPricingRule,
  input: PricingRuleInput,
): Omit<RuleUnitPrice, "ruleIndex"> | null {
  if (rule.variant !== undefined && rule.variant !== input.variantHash) return null;
  switch (rule.type) {
    case "total":
      return inRange(input.basketTotal, rule) ? priceOf(rule.brutto, rule.netto, input.vat) : null;
    case "itemCount":
      return inRange(input.itemCount, rule) ? priceOf(rule.brutto, rule.netto, input.vat) : null;
    case "attrSum":
      return input.attrSum !== undefined && inRange(input.attrSum, rule)
        ? priceOf(rule.brutto, rule.netto, input.vat)
        : null;
    case "formula":
      return formulaPrice(rule, input);
    default:
      return null;
  }
}

/** The unit price from the first matching rule, or null when none matches. */
export function applyPricingRules(input: PricingRuleInput): RuleUnitPrice | null {
  const rules = input.rules ?? [];
  for (const [ruleIndex, rule] of rules.entries()) {
    const price = rulePrice(rule, input);
    if (price) return { ...price, ruleIndex };
  }
  return null;
}
