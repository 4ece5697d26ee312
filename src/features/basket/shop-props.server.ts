/** Builds island props from the request context (server side). */
import { localizedHref } from "../../i18n/routing";
import type { RequestContext } from "../../server/context";
import { pricesHidden } from "../catalogue/shopper-price";
import type { ShopProps } from "./shop-props";

export function shopProps(ctx: RequestContext): ShopProps {
  const href = (path: string) => localizedHref(ctx.langConfig, ctx.lang, path, ctx.host);
  return {
    lang: ctx.lang,
    locale: ctx.locale,
    currency: ctx.currency,
    rate: ctx.rate,
    mode: ctx.settings.additionalFunctions.nettoBrutto,
    wholesale: ctx.user?.wholesale ?? false,
    pricesHidden: pricesHidden(ctx),
    stockValidationDisabled: ctx.settings.additionalFunctions.stockValidationDisabled,
    vatPerDeliveryCountry: ctx.settings.additionalFunctions.vatPerDeliveryCountry,
    vatCountries: ctx.settings.vatCountries,
    loginHref: href("/my-account"),
    deliveryHref: href("/order/delivery"),
  };
}
