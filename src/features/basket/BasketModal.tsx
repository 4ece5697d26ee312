/**
 * The basket modal. The header's basket link is static HTML (so the header
 * never waits for this island while the page streams): without JavaScript it
 * goes to the delivery step; with it, the header script opens the basket
 * (`openBasket`) and asks this island to hydrate (header-counters.ts), which
 * then shows the modal. An add to the basket that opens it (`afterBasketAdd` =
 * showBasket) works the same way. With prices for logged-in users only and
 * nobody logged in, opening asks the shopper to log in instead of showing
 * items.
 */
import { useEffect, useRef } from "react";
import { BasketTable } from "./BasketTable";
import { basketGate } from "./basket-gate";
import type { BasketTableMessages } from "./basket-table.keys";
import { $basketOpen, closeBasket } from "./basket.store";
import type { ShopProps } from "../../contracts/shop-props.types";
import { useBasketView } from "./use-basket-view";
import { useClientStore } from "../shared/use-client-store";

export type BasketModalMessages = BasketTableMessages &
  Record<"basket.title" | "basket.close" | "basket.goToDelivery", string>;

function Content({ shop, m }: { shop: ShopProps; m: BasketModalMessages }) {
  const { priced, products, loading, storedCount } = useBasketView(shop);
  const gate = basketGate({
    pricesHidden: shop.pricing.pricesHidden,
    storedCount,
    shownCount: priced.checked.length,
    loading,
  });
  if (gate === "login")
    return (
      <p role="alert">
        {m["basket.loginRequired"]} <a href={shop.loginHref}>{m["basket.loginLink"]}</a>
      </p>
    );
  if (gate === "empty") return <p>{m["basket.empty"]}</p>;
  if (gate === "loading") return <p>{m["basket.loading"]}</p>;
  return (
    <>
      <BasketTable shop={shop} m={m} lines={priced.checked} totals={priced} products={products} />
      <a className="btn btn--primary" href={shop.deliveryHref}>
        {m["basket.goToDelivery"]}
      </a>
    </>
  );
}

export default function BasketModal({ shop, m }: { shop: ShopProps; m: BasketModalMessages }) {
  // The modal may hydrate because an add asked to open it: render closed until mounted (#418).
  const open = useClientStore($basketOpen, false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <>
      <dialog ref={dialog} className="modal" aria-label={m["basket.title"]} onClose={closeBasket}>
        <div className="modal__head">
          <h2>{m["basket.title"]}</h2>
          <button type="button" onClick={closeBasket} aria-label={m["basket.close"]}>
            ×
          </button>
        </div>
        {open ? <Content shop={shop} m={m} /> : null}
      </dialog>
    </>
  );
}
