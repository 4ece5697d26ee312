/**
 * The interactive part of /order/delivery: product table, delivery country
 * and post code, delivery options, discount code or loyalty points, gift
 * card, totals and the order button. Layout (design system `.split`): on
 * wide screens the panels on the left and the sticky summary on the right;
 * on phones everything stacks, the summary after the options, and the amount
 * to pay with the order button stay at the bottom of the screen
 * (`.action-bar`). Every amount, the free-delivery hint and
 * the reason the order button is blocked come from the server's quote
 * (`POST /api/public/order/quote`, held in the checkout store); the table's
 * line prices come from the same domain functions with the same pricing
 * context, so they agree to the cent.
 */
import { useStore } from "@nanostores/react";
import { useRef } from "react";
import { EmptyState } from "../../../components/ui/EmptyState";
import type { ShopProps } from "../../../contracts/shop-props.types";
import { isNetMode } from "../../../domain/pricing/price-display";
import { BasketTable } from "../../basket/BasketTable";
import { basketGate } from "../../basket/basket-gate";
import { $order, EMPTY_ORDER } from "../order.store";
import { useBasketView } from "../../basket/use-basket-view";
import { priceTexts } from "../../basket/price-texts";
import { useClientStore, useMounted } from "../../shared/use-client-store";
import { OneLineSlot, PendingLines } from "../../basket/PendingLines";
import { $codeDirty, $giftCardCode, $postCode } from "../checkout.store";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { DeliveryOptions } from "./DeliveryOptions";
import { GiftCardField } from "../GiftCardField";
import { OrderActionBar, OrderSummary } from "./OrderSummary";
import { DeliveryDestination } from "./DeliveryDestination";
import { PromoForm } from "./PromoForm";
import { useDebounced } from "../use-debounced";
import { useDeliveryQuote } from "./use-delivery-quote";

interface Props {
  shop: ShopProps;
  m: DeliveryStepMessages;
  countries: { code: string; name: string }[];
  detailsHref: string;
}

/**
 * The last non-null value: the delivery options of the previous quote stay on
 * screen (busy) while the next one is on its way, so the chosen card and its
 * open locker picker are not unmounted by every recalculation.
 */
function useLastShown<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return last.current;
}

export default function DeliveryStep(props: Props) {
  const { shop, m } = props;
  const { pricing } = shop;
  const order = useClientStore($order, EMPTY_ORDER);
  // Fields stay disabled until the island is live: nothing typed before hydration is lost.
  const live = useMounted();
  const postCode = useStore($postCode);
  const giftTyped = useClientStore($giftCardCode, "");
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
  const options = useLastShown(quote.amounts?.options ?? quote.view?.options ?? null);
  const texts = priceTexts(pricing, {
    brutto: m["basket.bruttoSuffix"],
    netto: m["basket.nettoSuffix"],
  });
  // Until the island is live the stored lines are unknown (they are in the shopper's browser):
  // the server's HTML and the first render show pending lines, never "your basket is empty".
  const gate = basketGate({
    pricesHidden: pricing.pricesHidden,
    storedCount,
    shownCount: priced.checked.length,
    loading,
    known: live,
  });
  if (gate === "login")
    return (
      <p role="alert">
        {m["basket.loginRequired"]}{" "}
        <a href={shop.loginHref} data-auth-open>
          {m["basket.loginLink"]}
        </a>
      </p>
    );

  const { view, amounts } = quote;
  const blocked = quote.codeLoading ? "codeLoading" : view ? view.blocked : undefined;
  return (
    <div className="delivery-step">
      <div className="split">
        <fieldset className="split__main" disabled={!live}>
          <section className="panel" aria-labelledby="lines-heading">
            <h2 id="lines-heading" className="panel__title">
              {m["checkout.productsTitle"]}
            </h2>
            {gate === "items" ? (
              <div className="delivery-step__lines">
                <BasketTable
                  shop={shop}
                  m={m}
                  lines={priced.checked}
                  totals={priced}
                  products={products}
                />
              </div>
            ) : gate === "loading" ? (
              <PendingLines m={m} count={live ? storedCount : null} />
            ) : (
              <OneLineSlot m={m}>
                <EmptyState title={m["basket.empty"]} />
              </OneLineSlot>
            )}
          </section>
          <DeliveryDestination
            m={m}
            countries={props.countries}
            country={country}
            postCode={postCode}
          />
          <DeliveryOptions
            m={m}
            texts={texts}
            locale={pricing.locale}
            options={options}
            busy={amounts === null}
            chosen={order.delivery}
          />
          <section className="panel" aria-labelledby="discounts-heading">
            <h2 id="discounts-heading" className="panel__title">
              {m["checkout.discountsTitle"]}
            </h2>
            <div className="form-stack">
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
            </div>
          </section>
        </fieldset>
        <aside className="split__aside" aria-label={m["basket.summary"]}>
          <OrderSummary
            m={m}
            texts={texts}
            netMode={isNetMode(pricing.mode)}
            amounts={amounts}
            blocked={blocked}
            error={quote.error}
            detailsHref={props.detailsHref}
          />
        </aside>
      </div>
      <OrderActionBar
        m={m}
        texts={texts}
        amounts={amounts}
        blocked={blocked}
        detailsHref={props.detailsHref}
      />
    </div>
  );
}
