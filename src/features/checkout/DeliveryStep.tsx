/**
 * The interactive part of /order/delivery: product table, delivery country
 * and post code, delivery options, discount code or loyalty points, gift
 * card, totals and the order button. Every amount, the free-delivery hint and
 * the reason the order button is blocked come from the server's quote
 * (`POST /api/public/order/quote`, held in the checkout store); the table's
 * line prices come from the same domain functions with the same pricing
 * context, so they agree to the cent.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { ShopProps } from "../../contracts/shop-props.types";
import { isNetMode } from "../../domain/price-display";
import { BasketTable } from "../basket/BasketTable";
import { basketGate } from "../basket/basket-gate";
import { $order, EMPTY_ORDER } from "../basket/order.store";
import { useBasketView } from "../basket/use-basket-view";
import { priceTexts } from "../basket/price-texts";
import { useClientStore } from "../shared/use-client-store";
import { $codeDirty, $giftCardCode, $postCode } from "./checkout.store";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { DeliveryOptions } from "./DeliveryOptions";
import { GiftCardField } from "./GiftCardField";
import { OrderSummary } from "./OrderSummary";
import { PromoForm } from "./PromoForm";
import { useDeliveryQuote } from "./use-delivery-quote";

interface Props {
  shop: ShopProps;
  m: DeliveryStepMessages;
  countries: { code: string; name: string }[];
  /** Loyalty points of a logged-in shopper, null for guests. */
  detailsHref: string;
}

/** The value once it has stopped changing for `ms` (gift card lookups wait for typing to pause). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function DeliveryStep(props: Props) {
  const { shop, m } = props;
  const { pricing } = shop;
  const order = useClientStore($order, EMPTY_ORDER);
  const postCode = useStore($postCode);
  const giftTyped = useStore($giftCardCode);
  const dirty = useStore($codeDirty);
  const giftCard = useDebounced(giftTyped, 300);
  const { priced, products, loading, storedCount, country } = useBasketView(shop);
  const quote = useDeliveryQuote({
    lang: pricing.lang,
    lines: priced.checked,
    country,
    postCode,
    giftCard,
    loading,
  });
  const texts = priceTexts(pricing, {
    brutto: m["basket.bruttoSuffix"],
    netto: m["basket.nettoSuffix"],
  });
  const gate = basketGate({
    pricesHidden: pricing.pricesHidden,
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

  const { view, amounts } = quote;
  const options = amounts?.options ?? quote.view?.options ?? null;
  const blocked = quote.codeLoading ? "codeLoading" : view ? view.blocked : undefined;
  return (
    <div className="delivery-step">
      {gate !== "items" ? (
        <p>{gate === "loading" ? m["basket.loading"] : m["basket.empty"]}</p>
      ) : (
        <BasketTable shop={shop} m={m} lines={priced.checked} totals={priced} products={products} />
      )}
      <DeliveryOptions
        m={m}
        texts={texts}
        countries={props.countries}
        country={country}
        postCode={postCode}
        options={options}
        busy={amounts === null}
        chosen={order.delivery}
      />
      <section className="promo">
        <PromoForm
          m={m}
          typed={order.promoCode}
          outcome={amounts?.code ?? null}
          dirty={dirty}
          loading={quote.codeLoading}
          loyaltyPoints={view?.loyaltyPoints ?? null}
        />
        <GiftCardField
          m={m}
          money={texts.gross}
          typed={giftTyped}
          card={amounts?.giftCard ?? null}
        />
      </section>
      <OrderSummary
        m={m}
        texts={texts}
        netMode={isNetMode(pricing.mode)}
        amounts={amounts}
        blocked={blocked}
        error={quote.error}
        detailsHref={props.detailsHref}
      />
    </div>
  );
}
