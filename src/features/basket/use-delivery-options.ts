/**
 * The delivery options the basket modal shows (spec 1 §2 "Basket modal …: a delivery country
 * picker, and delivery options with price and days"): exactly those the delivery step offers,
 * asked of the same server quote (POST /api/public/order/delivery-options, quote.service) with
 * the step's inputs: the basket's lines, the delivery country, the post code typed on the step
 * and the validated promo code (its discount lowers the free-delivery measure). Asked again
 * whenever one of them changes. `options` is null before the first answer; `busy` while the
 * answer for what is shown is on its way (the last options stay, as on the step).
 */
import { useEffect, useState } from "react";
import type { StoredLine } from "../../domain/basket/basket-line";
import { storedLine } from "../../domain/basket/line-view";
import type { DeliveryOption } from "../../domain/checkout/delivery.types";
import { $order, EMPTY_ORDER } from "../checkout/order.store";
import { storedPostCode } from "../checkout/stored-post-code";
import { apiPost } from "../shared/api-client";
import { useClientStore } from "../shared/use-client-store";

export function useDeliveryOptions(
  lines: readonly StoredLine[],
  country: string,
  lang: string,
): { options: DeliveryOption[] | null; busy: boolean } {
  const code = useClientStore($order, EMPTY_ORDER).validatedCode;
  const body = JSON.stringify({
    country,
    postCode: storedPostCode(),
    lines: lines.map(storedLine),
    ...(code ? { code } : {}),
  });
  const [answer, setAnswer] = useState<{ body: string; options: DeliveryOption[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void apiPost<DeliveryOption[]>("/api/public/order/delivery-options", JSON.parse(body), {
      query: { lang },
    }).then((res) => {
      if (!cancelled)
        setAnswer({ body, options: res.ok && Array.isArray(res.data) ? res.data : [] });
    });
    return () => {
      cancelled = true;
    };
  }, [body, lang]);
  return { options: answer?.options ?? null, busy: answer?.body !== body };
}
