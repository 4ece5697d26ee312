/** Builds the basket, wishlist and checkout islands' shop props from the request context. */
import type { ShopProps } from "../../contracts/shop-props.types";
import { localizedHref } from "../../i18n/routing";
import type { RequestContext } from "../context";
import { defaultDeliveryCountry } from "../../domain/pricing/vat";

export function shopProps(ctx: RequestContext): ShopProps {
  const href = (path: string) => localizedHref(ctx.langConfig, ctx.lang, path, ctx.host);
  return {
    pricing: ctx.pricing,
    loginHref: href("/my-account"),
    deliveryHref: href("/order/delivery"),
    defaultCountry: defaultDeliveryCountry(ctx.lang),
  };
}
