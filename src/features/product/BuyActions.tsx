/**
 * The buy box's actions: quantity, then add to basket — or, when sold out,
 * notify me / pre-order (with its quantity) / not available — or "in basket"
 * when the basket already holds all there is; the wishlist button; the notify
 * overlay. An archived product offers none of them (the page says it is archived).
 */
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { NotifyModal } from "./NotifyModal";
import type { ProductTopProps } from "./product-view.types";
import { QuantityInput } from "./QuantityInput";
import type { BuyBoxState } from "./use-buy-box";

interface Props {
  top: ProductTopProps;
  box: BuyBoxState;
}

export function BuyActions({ top, box }: Props) {
  const m = top.messages;
  const [notifyOpen, setNotifyOpen] = useState(false);
  const { variantHash, pageMax, unavailable, usedUp, blocked } = box;
  const showNotify = unavailable && top.notifyEnabled && top.type === "normal";
  const showPreorder = unavailable && top.preorder;
  if (top.archived) return null;
  return (
    <>
      <div className="ptop__actions">
        {!usedUp && (!unavailable || showPreorder) && (
          <QuantityInput
            label={m["productPage.quantity"]}
            increaseLabel={m["productPage.increase"]}
            decreaseLabel={m["productPage.decrease"]}
            value={box.shownQuantity}
            max={Math.max(pageMax, 0)}
            factor={top.quantityFactor}
            unit={top.type === "weight" ? top.unit : undefined}
            locale={top.locale}
            disabled={variantHash === null || pageMax <= 0}
            onChange={box.setQuantity}
          />
        )}
        {usedUp ? (
          <p className="ptop__in-basket" role="status">
            {m["productPage.inBasket"]}
          </p>
        ) : unavailable ? (
          <>
            {showNotify && (
              <Button onClick={() => setNotifyOpen(true)}>{m["productPage.notifyMe"]}</Button>
            )}
            {showPreorder && (
              <Button disabled={blocked} onClick={box.add}>
                {m["productPage.preorder"]}
              </Button>
            )}
            {!showNotify && !showPreorder && (
              <Button disabled>{m["productPage.productNotAvailable"]}</Button>
            )}
          </>
        ) : (
          <Button disabled={blocked} onClick={box.add}>
            {m["productPage.addToBasket"]}
          </Button>
        )}
        {(top.type === "normal" || top.type === "weight") && (
          <Button variant="secondary" onClick={box.toWishlist}>
            {m["productPage.addToWishlist"]}
          </Button>
        )}
      </div>
      {notifyOpen && variantHash !== null && (
        <NotifyModal
          productId={top.productId}
          variantHash={variantHash}
          productName={top.name}
          onClose={() => setNotifyOpen(false)}
          messages={m}
        />
      )}
    </>
  );
}
