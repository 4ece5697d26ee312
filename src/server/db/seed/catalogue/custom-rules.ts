/**
 * The custom pricing rules a few products carry (decided by `kind`, 0 to 3): a cheaper price
 * from a basket total, tiers by item count, a price by the summed capacity, or a formula.
 */
import type { CustomPricingRule } from "../../../../domain/catalogue/catalogue.types.ts";
import { round2 } from "../prng.ts";

/** The rules of `kind` for a language's gross and net price; `capacityId` names the capacity attribute. */
export function customRules(
  kind: number,
  brutto: number,
  netto: number,
  capacityId: number,
): CustomPricingRule[] {
  return kind === 0
    ? [
        { type: "total", from: 0, to: 199.99, brutto, netto },
        {
          type: "total",
          from: 200,
          brutto: round2(brutto * 0.95),
          netto: round2(netto * 0.95),
        },
      ]
    : kind === 1
      ? [
          { type: "itemCount", from: 1, to: 4, brutto, netto },
          {
            type: "itemCount",
            from: 5,
            to: 9,
            brutto: round2(brutto * 0.9),
            netto: round2(netto * 0.9),
          },
          {
            type: "itemCount",
            from: 10,
            brutto: round2(brutto * 0.8),
            netto: round2(netto * 0.8),
          },
        ]
      : kind === 2
        ? [
            {
              type: "attrSum",
              vars: [String(capacityId)],
              from: 0,
              to: 500,
              brutto,
              netto,
            },
            {
              type: "attrSum",
              vars: [String(capacityId)],
              from: 501,
              brutto: round2(brutto * 1.25),
              netto: round2(netto * 1.25),
            },
          ]
        : [
            {
              type: "formula",
              formula: "quantity >= 10 ? price * 0.85 : price",
              vars: ["price", "quantity"],
            },
          ];
}
