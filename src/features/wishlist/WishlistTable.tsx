/**
 * The wishlist: rows with remove, image, name, variant, unit price, quantity
 * (minus disabled below twice the multiplier, max 999999) and add-to-basket
 * (disabled when max is 0, the item is already in the basket, or the
 * quantity exceeds max).
 */
import { useMemo } from "react";
import { basketTotals } from "../../domain/basket-totals";
import { imagePath } from "../../domain/image-path";
import {
  canAddWishlistLineToBasket,
  canDecreaseWishlist,
  canIncreaseWishlist,
  clampWishlistQuantity,
  maxForLine,
  maxOnProductPage,
} from "../../domain/stock";
import { EMPTY_LIST } from "../../domain/basket-line";
import { BasketTableHead, priceText } from "../basket/BasketTable";
import { QuantityStepper } from "../../components/ui/QuantityStepper";
import type { BasketTableMessages } from "../basket/basket-table.keys";
import { lineKey } from "../../domain/basket-line";
import { $basket, addToBasket, afterBasketAdd, quantityInBasket } from "../basket/basket.store";
import type { AfterBasketAdd } from "../../domain/settings.types";
import type { ShopProps } from "../../contracts/shop-props.types";
import { useProducts } from "../basket/use-products";
import { useVariantLabels } from "../basket/use-variant-labels";
import { variantText } from "../../domain/variant-label";
import { useClientStore } from "../shared/use-client-store";
import {
  $wishlist,
  removeFromWishlist,
  setWishlistQuantity,
  WISHLIST_MAX_QUANTITY,
} from "./wishlist.store";

export type WishlistMessages = BasketTableMessages &
  Record<
    | "wishlist.empty"
    | "wishlist.addToBasket"
    | "wishlist.inBasket"
    | "wishlist.unavailable"
    | "basket.addedToBasket",
    string
  >;

export default function WishlistTable({
  shop,
  m,
  afterAdd,
}: {
  shop: ShopProps;
  m: WishlistMessages;
  /** What follows a successful add (buyProcess.afterBasketAdd). */
  afterAdd: AfterBasketAdd;
}) {
  const wishlist = useClientStore($wishlist, EMPTY_LIST);
  const basket = useClientStore($basket, EMPTY_LIST);
  const { products, loading } = useProducts(wishlist.list, shop.pricing.lang);
  const labels = useVariantLabels(
    shop.pricing.lang,
    wishlist.list.some((l) => l.variantHash !== ""),
  );
  const totals = useMemo(
    () => basketTotals(wishlist.list, products, shop.pricing),
    [wishlist.list, products, shop],
  );
  if (wishlist.list.length === 0) return <p>{m["wishlist.empty"]}</p>;
  if (loading && products.size === 0) return <p>{m["basket.loading"]}</p>;
  return (
    <>
      {shop.pricing.pricesHidden ? (
        <p role="alert">
          {m["basket.loginRequired"]} <a href={shop.loginHref}>{m["basket.loginLink"]}</a>
        </p>
      ) : null}
      <table className="basket-table">
        <BasketTableHead m={m} extra={m["wishlist.addToBasket"]} />
        <tbody>
          {wishlist.list.map((line, i) => {
            const key = lineKey(line);
            const product = products.get(line.product);
            const name = product?.name[shop.pricing.lang] ?? line.product;
            const factor = product?.options.view.quantityFactor;
            const step = factor && factor > 0 ? factor : 1;
            const max = product
              ? maxOnProductPage(
                  maxForLine({
                    product,
                    variantHash: line.variantHash,
                    stockValidationDisabled: shop.pricing.stockValidationDisabled,
                  }),
                  quantityInBasket(line.product, line.variantHash, basket.list),
                  step,
                )
              : 0;
            const inBasket = basket.list.some((b) => lineKey(b) === key);
            const priced = totals.lines[i];
            const canAdd =
              !shop.pricing.pricesHidden &&
              canAddWishlistLineToBasket({ max, inBasket, quantity: line.quantity });
            const variant = variantText(product, line.variantHash, labels);
            const set = (q: number) =>
              setWishlistQuantity(key, clampWishlistQuantity(q, factor), factor);
            return (
              <tr key={key}>
                <td>
                  <button
                    type="button"
                    aria-label={`${m["basket.remove"]}: ${name}`}
                    onClick={() => removeFromWishlist(key)}
                  >
                    ×
                  </button>
                </td>
                <td>
                  {product?.mainImage ? (
                    <img
                      src={imagePath(product.mainImage.url, { thumb: true })}
                      alt=""
                      width={56}
                      loading="lazy"
                    />
                  ) : null}
                </td>
                <td>
                  {name}
                  {variant ? <div className="basket__variant">{variant}</div> : null}
                </td>
                <td>
                  {shop.pricing.pricesHidden
                    ? ""
                    : priced?.priced
                      ? priceText(shop, m, priced.unitBrutto, priced.unitNetto)
                      : m["basket.noPrice"]}
                </td>
                <td>
                  <QuantityStepper
                    name={name}
                    quantity={line.quantity}
                    step={step}
                    max={WISHLIST_MAX_QUANTITY}
                    canDecrease={canDecreaseWishlist(line.quantity, factor)}
                    canIncrease={canIncreaseWishlist(line.quantity, factor)}
                    onSet={set}
                    labels={{
                      decrease: m["basket.decrease"],
                      quantity: m["basket.quantity"],
                      increase: m["basket.increase"],
                    }}
                  />
                </td>
                <td>
                  {shop.pricing.pricesHidden || !priced?.priced
                    ? ""
                    : priceText(shop, m, priced.lineBrutto, priced.lineNetto)}
                </td>
                <td>
                  <button
                    type="button"
                    className="btn"
                    aria-label={`${m["wishlist.addToBasket"]}: ${name}`}
                    disabled={!canAdd}
                    onClick={() => {
                      if (addToBasket({ ...line }, max, factor).added > 0)
                        afterBasketAdd(afterAdd, {
                          message: m["basket.addedToBasket"],
                          deliveryHref: shop.deliveryHref,
                        });
                    }}
                  >
                    {inBasket
                      ? m["wishlist.inBasket"]
                      : max === 0 && product
                        ? m["wishlist.unavailable"]
                        : m["wishlist.addToBasket"]}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
