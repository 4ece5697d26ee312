/**
 * One wishlist row: the shared line cells, the unit price and value in the
 * shop's display mode, the wishlist's own quantity rule and an add-to-basket
 * button that says why it cannot add (in the basket, unavailable).
 */
import { Button } from "../../components/ui/Button";
import type { PricedLine } from "../../domain/basket/basket-totals";
import type { Product } from "../../domain/catalogue/catalogue.types";
import { lineKey, type StoredLine } from "../../domain/basket/basket-line";
import type { AfterBasketAdd } from "../../domain/shop/settings.types";
import {
  canAddWishlistLineToBasket,
  canDecreaseWishlist,
  canIncreaseWishlist,
  clampWishlistQuantity,
  maxForLine,
  maxOnProductPage,
  WISHLIST_MAX,
} from "../../domain/basket/stock";
import { variantText, type VariantLabels } from "../../domain/catalogue/variant-label";
import type { ShopProps } from "../../contracts/shop-props.types";
import { priceText } from "../basket/BasketTable";
import { imagePath } from "../../domain/catalogue/image-path";
import { MediaCell, NameCell, QuantityCell, RemoveCell } from "../basket/LineCells";
import { addToBasket, afterBasketAdd, quantityInBasket } from "../basket/basket.store";
import { removeFromWishlist, setWishlistQuantity } from "./wishlist.store";
import type { WishlistMessages } from "./WishlistTable";

export function WishlistRow({
  shop,
  m,
  line,
  product,
  priced,
  basket,
  labels,
  afterAdd,
}: {
  shop: ShopProps;
  m: WishlistMessages;
  line: StoredLine;
  product: Product | undefined;
  priced: PricedLine | undefined;
  basket: readonly StoredLine[];
  labels: VariantLabels | null;
  afterAdd: AfterBasketAdd;
}) {
  const key = lineKey(line);
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
        quantityInBasket(line.product, line.variantHash, basket),
        step,
      )
    : 0;
  const inBasket = basket.some((b) => lineKey(b) === key);
  const hidden = shop.pricing.pricesHidden;
  const canAdd = !hidden && canAddWishlistLineToBasket({ max, inBasket, quantity: line.quantity });
  const add = () => {
    if (addToBasket({ ...line }, max, factor).added > 0)
      afterBasketAdd(afterAdd, {
        message: m["basket.addedToBasket"],
        deliveryHref: shop.deliveryHref,
      });
  };
  return (
    <tr data-line={key}>
      <RemoveCell
        label={`${m["basket.remove"]}: ${name}`}
        onRemove={() => removeFromWishlist(key)}
      />
      <MediaCell
        image={
          product?.mainImage ? imagePath(product.mainImage.url, { thumb: true, webp: false }) : null
        }
      />
      <NameCell
        name={name}
        href={product ? `/p/${product.url[shop.pricing.lang] ?? ""}` : null}
        variant={variantText(product, line.variantHash, labels)}
      />
      <td data-cell="num" data-label={hidden ? undefined : m["basket.unitPrice"]}>
        {hidden
          ? ""
          : priced?.priced
            ? priceText(shop, m, priced.unitBrutto, priced.unitNetto)
            : m["basket.noPrice"]}
      </td>
      <QuantityCell
        m={m}
        name={name}
        quantity={line.quantity}
        step={step}
        max={WISHLIST_MAX}
        canDecrease={canDecreaseWishlist(line.quantity, factor)}
        canIncrease={canIncreaseWishlist(line.quantity, factor)}
        onSet={(q) => setWishlistQuantity(key, clampWishlistQuantity(q, factor), factor)}
      />
      <td data-cell="num" data-label={hidden || !priced?.priced ? undefined : m["basket.subtotal"]}>
        {hidden || !priced?.priced ? "" : priceText(shop, m, priced.lineBrutto, priced.lineNetto)}
      </td>
      <td data-cell="action">
        <Button
          size="sm"
          aria-label={`${m["wishlist.addToBasket"]}: ${name}`}
          disabled={!canAdd}
          onClick={add}
        >
          {inBasket
            ? m["wishlist.inBasket"]
            : max === 0 && product
              ? m["wishlist.unavailable"]
              : m["wishlist.addToBasket"]}
        </Button>
      </td>
    </tr>
  );
}
