/**
 * The header's basket link and the basket modal. Without JavaScript the link
 * goes to the delivery step; hydrated (on interaction), a click opens the
 * modal. With prices for logged-in users only and nobody logged in, opening
 * asks the shopper to log in instead of showing items. When an add to the
 * basket opens it (`afterBasketAdd` = showBasket) before the island has
 * hydrated, the header script asks the island to hydrate (header-counters.ts)
 * and it opens as soon as it is live.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { BasketTable } from "./BasketTable";
import { basketGate } from "./basket-gate";
import type { BasketTableMessages } from "./basket-table.keys";
import { $basketOpen, closeBasket, openBasket } from "./basket.store";
import type { ShopProps } from "../../contracts/shop-props.types";
import { useBasketView } from "./use-basket-view";
import { useClientStore } from "../shared/use-client-store";

export type BasketModalMessages = BasketTableMessages &
  Record<"basket.title" | "basket.close" | "basket.goToDelivery" | "header.basket", string>;

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

export default function BasketModal({
  shop,
  m,
  children,
}: {
  shop: ShopProps;
  m: BasketModalMessages;
  /** The header counter (static HTML kept up to date by the header script). */
  children?: ReactNode;
}) {
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
      <a
        className="header__icon"
        href={shop.deliveryHref}
        onClick={(e) => {
          e.preventDefault();
          openBasket();
        }}
      >
        {m["header.basket"]} {children}
      </a>
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
