/**
 * Sends the order (POST /api/public/order/new) under an idempotency key made for exactly this
 * request (issue 27): the same request again, after an answer was lost, reuses its key and gets
 * the order it made; a basket, form, code or currency changed since gets a new key and a new
 * order. When the server still says the key belongs to another request (422
 * `idempotencyKeyReused`: something the page does not see changed, such as who is logged in),
 * nothing was written: the key is forgotten and the order sent once more under a fresh one. So
 * too when the key's order was cancelled for want of payment (409 `orderCancelled`, issue 30):
 * the basket it was placed from is still here, and ordering it again makes a new order.
 */
import {
  canonicalOrderRequest,
  textFingerprint,
  type OrderRequest,
} from "../../../domain/checkout/order-request";
import { apiPost, type ApiResult } from "../../shared/api-client";
import { forgetOrderKey, orderKey } from "./checkout-form.store";

export interface OrderAnswer {
  summaryId: string;
  redirect: string | null;
}

export async function sendOrder(
  request: OrderRequest,
  extra: { currency: string; lang: string },
  random: () => string,
): Promise<ApiResult<OrderAnswer>> {
  const fingerprint = textFingerprint(canonicalOrderRequest(request, { currency: extra.currency }));
  const send = () =>
    apiPost<OrderAnswer>(
      "/api/public/order/new",
      {
        ...request,
        idempotencyKey: orderKey(random, fingerprint),
      },
      { query: { lang: extra.lang } },
    );
  const res = await send();
  if (res.ok || (res.error !== "idempotencyKeyReused" && res.error !== "orderCancelled"))
    return res;
  forgetOrderKey();
  return send();
}
