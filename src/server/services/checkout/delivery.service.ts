/**
 * Delivery options for a basket (spec 1 §5 Method availability, §2 delivery
 * step), answered from the same quote as the delivery step's totals: the
 * free-delivery measure uses the discount of a code the server re-checks,
 * never an amount sent by the client. Also the embedded DPD food check.
 */
import type { StoredLine } from "../../../domain/basket/basket-line";
import type { DeliveryOption } from "../../../domain/checkout/delivery.types";
import type { LookupGuard } from "../../auth/guess-limit";
import type { RequestContext } from "../../context";
import { quoteOrder } from "./quote.service";

export type { DeliveryOption };

export interface DeliveryQuery {
  country: string;
  postCode: string;
  lines: readonly StoredLine[];
  /** A promo code (or LOYALTY) whose discount lowers the free-delivery measure. */
  code?: string | undefined;
  /** The client's lookup limits (past them the code is not looked up: no discount). */
  guard: LookupGuard;
}

export async function deliveryOptions(
  ctx: RequestContext,
  query: DeliveryQuery,
  now = Date.now(),
): Promise<DeliveryOption[]> {
  const { quote } = await quoteOrder(ctx, { ...query, code: query.code ?? "" }, now);
  return quote.options;
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
