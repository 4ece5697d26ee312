/**
 * The basket as islands show it: stored lines, their products from the
 * server, stock-checked and priced with the same domain functions as the
 * server. Lines above their maximum are lowered in the store, and lines whose
 * product loaded but can no longer be bought are removed (spec 1 §4); lines
 * whose product did not load are kept untouched.
 *
 * Lines are priced for the chosen delivery country (order state
 * `deliveryCountry`, else the shop's default for the language), whose VAT
 * applies when `vatPerDeliveryCountry` is on: the header's basket modal and
 * the delivery step read the same country, so they show the same figures as
 * the server's quote (one pricing, `priceBasket`, for both). The checkout
 * steps do not use it: their lines come priced in the server's quote.
 */
import { useEffect, useMemo } from "react";
import { EMPTY_LIST } from "../../domain/basket/basket-line";
import { priceBasket, type PricedBasket } from "../../domain/basket/basket-pricing";
import { $basket, replaceBasketLines } from "./basket.store";
import type { ShopProps } from "../../contracts/shop-props.types";
import { useProducts } from "./use-products";
import { useClientStore } from "../shared/use-client-store";
import { useDeliveryCountry } from "../checkout/use-delivery-country";
import { lineViews, type LineView } from "../../domain/basket/line-view";
import { useVariantLabels } from "./use-variant-labels";

export function useBasketView(shop: ShopProps): {
  priced: PricedBasket;
  /** The checked lines as the table shows them. */
  lines: LineView[];
  loading: boolean;
  storedCount: number;
  country: string;
} {
  const deliveryCountry = useDeliveryCountry(shop);
  const basket = useClientStore($basket, EMPTY_LIST);
  const { products, loading } = useProducts(basket.list, shop.pricing.lang);
  const priced = useMemo(
    () => priceBasket(basket.list, products, shop.pricing, deliveryCountry),
    [basket.list, products, shop, deliveryCountry],
  );
  const labels = useVariantLabels(
    shop.pricing.lang,
    priced.checked.some((l) => l.variantHash !== ""),
  );
  const lines = useMemo(
    () =>
      lineViews(priced, products, {
        lang: shop.pricing.lang,
        locale: shop.pricing.locale,
        labels,
      }),
    [priced, products, shop, labels],
  );
  useEffect(() => {
    if (loading || products.size === 0) return;
    const checked = new Map(priced.checked.map((l) => [l, true]));
    let changed = false;
    const next = basket.list.flatMap((line) => {
      if (!products.has(line.product)) return [line];
      const c = priced.checked.find(
        (x) =>
          x.product === line.product &&
          x.variantHash === line.variantHash &&
          checked.has(x) &&
          x.personalization === line.personalization &&
          x.components === line.components,
      );
      if (!c) {
        changed = true;
        return [];
      }
      if (c.quantity !== line.quantity) changed = true;
      return [{ ...line, quantity: c.quantity }];
    });
    if (changed) replaceBasketLines(next);
  }, [loading, products, priced, basket.list]);
  return {
    priced,
    lines,
    loading,
    storedCount: basket.list.length,
    country: deliveryCountry,
  };
}
