/**
 * A promo outcome as the API answers it: the spec's title and message in the
 * shopper's language, amounts in the shopper's currency. The amounts are
 * gross (a discount and a minimum basket value are measured on gross
 * prices), so in a net display mode they are labelled gross
 * (`grossPriceText`) and never read as net beside the net summary.
 */
import { formatMoney } from "../../domain/pricing/money";
import { grossPriceText } from "../../domain/pricing/price-display";
import type { PricingContext } from "../../domain/pricing/pricing-context";
import type { PromoResult } from "../../domain/checkout/promo";
import type { CodeOutcome } from "../../contracts/quote.types";
import { translator } from "../../i18n/core";

/** The outcome of a code with its title and message in the shopper's language and currency. */
export function codeOutcome(
  pricing: Pick<PricingContext, "lang" | "currency" | "locale" | "mode">,
  result: PromoResult,
): CodeOutcome {
  const t = translator(pricing.lang);
  const suffix = { brutto: t("price.gross"), netto: t("price.net") };
  const money = (n: number) =>
    grossPriceText(
      pricing.mode,
      n,
      (x) => formatMoney(x, pricing.currency, pricing.locale),
      suffix,
    );
  if (!result.ok) {
    switch (result.error) {
      case "minimumBasketValue":
        return {
          ok: false,
          error: "MINIMUM_BASKET_VALUE",
          message: t("basket.promo.minimumBasketValue", { amount: money(result.amount) }),
        };
      case "minimalPoints":
        return {
          ok: false,
          error: "MINIMAL_POINTS",
          message: t("basket.promo.minimalPoints", { points: result.points }),
        };
      case "loginRequired":
        return { ok: false, error: "LOGIN_REQUIRED", message: t("basket.promo.loginForPoints") };
      case "minimumProducts":
        return {
          ok: false,
          error: "MINIMUM_PRODUCTS",
          message: t("basket.promo.minimumProducts", { count: result.count }),
        };
      default:
        return { ok: false, error: "NOT_VALID", message: t("basket.promo.notValid") };
    }
  }
  const title =
    result.type === "LOYALTY"
      ? t("basket.promo.loyaltyTitle", { points: result.usedPoints ?? 0 })
      : t("basket.promo.codeTitle", { code: result.code });
  const message = result.limited
    ? t("basket.promo.limit", { amount: money(result.value) })
    : t("basket.promo.applied", { amount: money(result.value) });
  return {
    ok: true,
    applied: {
      code: result.code,
      title,
      message,
      value: result.value,
      usedPoints: result.usedPoints,
    },
  };
}
