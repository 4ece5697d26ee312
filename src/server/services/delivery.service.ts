/**
 * Delivery options for a basket (spec 1 §5 Method availability, §2 delivery
 * step): active methods filtered and priced by the domain rules, plus the
 * embedded DPD food availability check.
 */
import { convert } from "../../domain/currency";
import { availableDays, methodOffer, type MethodData } from "../../domain/delivery-availability";
import { round4 } from "../../domain/money";
import { basketWeight } from "../../domain/basket-totals";
import type { StoredLine } from "../../features/basket/basket-line";
import type { RequestContext } from "../context";
import type { DeliveryOption } from "../../domain/delivery.types";
import { getDb } from "../db/client";
import { parseJson } from "../db/json";
import { priceForShopper } from "./basket.service";

export type { DeliveryOption };

export interface DeliveryQuery {
  country: string;
  postCode: string;
  lines: readonly StoredLine[];
  /** Promo discount in the shopper's currency (lowers the free-delivery measure). */
  discount?: number | undefined;
}

export async function deliveryOptions(
  ctx: RequestContext,
  query: DeliveryQuery,
  now = Date.now(),
): Promise<DeliveryOption[]> {
  const db = await getDb();
  const [rows, priced] = await Promise.all([
    db
      .selectFrom("delivery_methods")
      .selectAll()
      .where("active", "=", 1)
      .orderBy("sort_order")
      .execute(),
    priceForShopper(ctx, { lines: query.lines, deliveryCountry: query.country }),
  ]);
  const discount = Math.max(0, query.discount ?? 0);
  const totalShown = Math.max(0, priced.brutto - discount);
  const facts = {
    totalBase: round4(convert(totalShown, 1 / (ctx.rate || 1))),
    count: priced.count,
    weight: basketWeight(priced.checked, priced.products),
  };
  const out: DeliveryOption[] = [];
  for (const row of rows) {
    const data = parseJson<MethodData>(row.data, { countries: [] });
    const offer = methodOffer(data, {
      country: query.country,
      postCode: query.postCode,
      facts,
      rate: ctx.rate,
    });
    if (!offer.available) continue;
    const names = parseJson<Record<string, string>>(row.name, {});
    const timeLogic = data.timeEnabled ? (data.timeLogic ?? {}) : null;
    out.push({
      id: String(row.id),
      type: row.type,
      name: names[ctx.lang] ?? names[ctx.settings.baseLang] ?? row.type,
      days: row.days,
      price: offer.price,
      free: offer.free,
      freeHint: offer.freeHint,
      lockerCarrier: data.lockerCarrier ?? null,
      timeEnabled: data.timeEnabled === true,
      timeLogic,
      slotDays: timeLogic ? availableDays(timeLogic, now, 60) : undefined,
    });
  }
  return out;
}

/**
 * The embedded DPD food carrier: a Polish post code (NN-NNN) is served when
 * its first digit is 0–4 (central and northern regions), deterministically.
 */
export function dpdFoodAvailability(postCode: string): { postCode: string; available: boolean } {
  const code = postCode.trim();
  const valid = /^\d{2}-\d{3}$/.test(code);
  return { postCode: code, available: valid && Number(code[0]) <= 4 };
}
