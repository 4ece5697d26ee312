/**
 * Promo codes and gift cards for POST /api/public/order/code and
 * /api/public/order/gift-card, and for the delivery page's server render.
 * The basket is priced on the server (never the client's numbers).
 */
import { currencyRate } from "../../domain/currency";
import { giftCardValue, shouldLookUpGiftCard } from "../../domain/gift-card";
import { formatMoney } from "../../domain/money";
import {
  applyPromo,
  type PromoCode,
  type PromoDiscount,
  type PromoResult,
  type PromoType,
} from "../../domain/promo";
import type { StoredLine } from "../../features/basket/basket-line";
import { translator } from "../../i18n/translate";
import type { RequestContext } from "../context";
import { getDb } from "../db/client";
import { parseJson } from "../db/json";
import { priceForShopper } from "./basket.service";

export async function findPromoCode(code: string): Promise<PromoCode | null> {
  const normalized = code.trim().toUpperCase();
  if (!normalized || normalized.length > 64) return null;
  const db = await getDb();
  const row = await db
    .selectFrom("promo_codes")
    .selectAll()
    .where("code", "=", normalized)
    .executeTakeFirst();
  if (!row) return null;
  return {
    code: row.code,
    type: row.type as PromoType,
    discount: parseJson<PromoDiscount>(row.discount, { type: "PERCENT" }),
    allowedProducts: parseJson<string[] | null>(row.allowed_products, null),
    validUntil: row.valid_until,
    active: row.active === 1,
  };
}

export interface AppliedCode {
  code: string;
  title: string;
  message: string;
  value: number;
  usedPoints?: number | undefined;
}

export type CodeOutcome =
  | { ok: true; applied: AppliedCode }
  | {
      ok: false;
      error: "NOT_VALID" | "MINIMUM_BASKET_VALUE" | "MINIMAL_POINTS" | "MINIMUM_PRODUCTS";
      message: string;
    };

/** Evaluates a code against the basket for the request's shopper. */
export async function evaluateCode(
  ctx: RequestContext,
  input: {
    code: string;
    lines: readonly StoredLine[];
    deliveryCountry?: string | null | undefined;
  },
  now = Date.now(),
): Promise<CodeOutcome> {
  const t = translator(ctx.lang);
  const money = (n: number) => formatMoney(n, ctx.currency, ctx.locale);
  const code = await findPromoCode(input.code);
  const priced = await priceForShopper(ctx, input);
  const result: PromoResult = code
    ? applyPromo(
        code,
        priced.lines.map((l) => ({
          product: l.product,
          type: priced.products.get(l.product)?.type ?? "normal",
          unitBrutto: l.unitBrutto,
          quantity: l.quantity,
          isDiscounted: l.isDiscounted,
        })),
        {
          rate: ctx.rate,
          now,
          loyaltyPoints:
            ctx.user && ctx.settings.additionalFunctions.loyaltyEnabled
              ? ctx.user.loyaltyPoints
              : null,
        },
      )
    : { ok: false, error: "notValid" };
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

export type GiftCardOutcome =
  { ok: true; code: string; value: number } | { ok: false; error: "TOO_SHORT" | "NOT_VALID" };

export async function checkGiftCard(
  ctx: RequestContext,
  rawCode: string,
  now = Date.now(),
): Promise<GiftCardOutcome> {
  const code = rawCode.trim().toUpperCase();
  if (!shouldLookUpGiftCard(code)) return { ok: false, error: "TOO_SHORT" };
  const db = await getDb();
  const row = await db
    .selectFrom("gift_cards")
    .selectAll()
    .where("code", "=", code)
    .executeTakeFirst();
  const value = giftCardValue(
    row
      ? {
          code: row.code,
          value: row.value,
          usedValue: row.used_value,
          currency: row.currency,
          validUntil: row.valid_until,
          active: row.active === 1,
        }
      : null,
    {
      now,
      currencyRate: ctx.rate,
      cardCurrencyRate: row ? currencyRate(row.currency, ctx.settings) : undefined,
    },
  );
  return value === null ? { ok: false, error: "NOT_VALID" } : { ok: true, code, value };
}
