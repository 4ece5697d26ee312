/**
 * The delivery country the basket is priced and quoted for (spec 1 §3 order
 * state `deliveryCountry`): the shopper's choice, else the shop's default for
 * the language. The basket modal and both checkout steps read it here, in a
 * module of its own, so the steps do not load the modal's browser pricing.
 */
import type { ShopProps } from "../../contracts/shop-props.types";
import { useClientStore } from "../shared/use-client-store";
import { $order, EMPTY_ORDER } from "./order.store";

/** The delivery country the basket is priced for: the shopper's choice or the shop's default. */
export function useDeliveryCountry(shop: ShopProps): string {
  const order = useClientStore($order, EMPTY_ORDER);
  return order.deliveryCountry || shop.defaultCountry;
}
