/** Message keys the basket table needs (picked by pages with `pickMessages`). */
export const BASKET_TABLE_KEYS = [
  "basket.remove",
  "basket.image",
  "basket.product",
  "basket.unitPrice",
  "basket.quantity",
  "basket.subtotal",
  "basket.increase",
  "basket.decrease",
  "basket.empty",
  "basket.noPrice",
  "basket.loading",
  "basket.bruttoSuffix",
  "basket.nettoSuffix",
  "basket.productsTotal",
  "basket.loginRequired",
  "basket.loginLink",
  "basket.perUnit",
  "basket.lowered",
  "basket.dropped",
] as const;

export type BasketTableMessages = Record<(typeof BASKET_TABLE_KEYS)[number], string>;

/** Message keys of the header's basket modal (one constant list: pickMessages keeps its pick). */
export const BASKET_MODAL_KEYS = [
  ...BASKET_TABLE_KEYS,
  "basket.title",
  "basket.close",
  "basket.goToDelivery",
  "basket.continue",
  "basket.nextStep",
  "basket.summary",
  "delivery.country",
  "delivery.options",
  "delivery.oneDay",
  "delivery.manyDays",
  "delivery.free",
  "delivery.none",
] as const;
