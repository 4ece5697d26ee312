/**
 * The interactive part of /order/delivery: product table, delivery country
 * and post code, delivery options, discount code or loyalty points, gift
 * card, totals and the order button. Layout (design system `.split`): on
 * wide screens the panels on the left and the sticky summary on the right;
 * on phones everything stacks, the summary after the options, and the amount
 * to pay with the order button stay at the bottom of the screen
 * (`.action-bar`). The lines, every amount, the free-delivery hint and the
 * reason the order button is blocked come from one server quote
 * (`POST /api/public/order/quote`, held in checkout-quote.store.ts): the
 * step shows its whole table and total after that one call.
 */
import { useStore } from "@nanostores/react";
import { useRef } from "react";
import { Alert } from "../../../components/ui/Alert";
import { EmptyState } from "../../../components/ui/EmptyState";
import type { ShopProps } from "../../../contracts/shop-props.types";
import { isNetMode } from "../../../domain/pricing/price-display";
import { BasketTable } from "../../basket/BasketTable";
import { basketGate } from "../../basket/basket-gate";
import { $order, EMPTY_ORDER } from "../order.store";
import { $basket } from "../../basket/basket.store";
import { useDeliveryCountry } from "../use-delivery-country";
import { EMPTY_LIST } from "../../../domain/basket/basket-line";
import { priceTexts } from "../../basket/price-texts";
import { useClientStore, useMounted } from "../../shared/use-client-store";
import { OneLineSlot, PendingLines } from "../../basket/PendingLines";
import { $codeDirty, $giftCardCode } from "../checkout.store";
import { $checkout, EMPTY_CHECKOUT } from "../details/checkout-form.store";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { DeliveryOptions } from "./DeliveryOptions";
import type { MapTiles } from "../../../contracts/map-tiles.types";
import { GiftCardField } from "../GiftCardField";
import { OrderActionBar, OrderSummary } from "./OrderSummary";
import { DeliveryDestination } from "./DeliveryDestination";
import { PromoForm } from "./PromoForm";
import { useCheckoutQuote } from "../use-checkout-quote";
import { $stockNotes } from "../checkout-quote.store";

interface Props {
  shop: ShopProps;
  m: DeliveryStepMessages;
  countries: { code: string; name: string }[];
  detailsHref: string;
  /** The locker map's tile source (server/views/map-tiles.ts). */
  tiles: MapTiles;
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
  const postCode = useClientStore($checkout, EMPTY_CHECKOUT).form.ship.postCode;
  const giftTyped = useClientStore($giftCardCode, "");
  const dirty = useStore($codeDirty);
  const storedCount = useClientStore($basket, EMPTY_LIST).list.length;
  const quote = useCheckoutQuote(shop);
  const country = useDeliveryCountry(shop);
  const { lines, stale } = quote.shown;
  const notes = useStore($stockNotes);
  const last = quote.last;
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
    shownCount: lines.length,
    loading: quote.error === "",
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
            {notes.dropped > 0 ? <Alert tone="warning">{m["basket.dropped"]}</Alert> : null}
            {gate === "items" ? (
              <div className="delivery-step__lines">
                <BasketTable
                  shop={shop}
                  m={m}
                  lines={lines}
                  total={last ? { brutto: last.productsTotal, netto: last.productsNetto } : null}
                  busy={stale}
                />
              </div>
            ) : gate === "loading" ? (
              <PendingLines m={m} count={live ? storedCount : null} />
            ) : storedCount > 0 ? (
              <OneLineSlot m={m}>
                <Alert tone="error">{quote.error}</Alert>
              </OneLineSlot>
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
            tiles={props.tiles}
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
                loginHref={shop.loginHref}
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
            deliveryChosen={order.delivery !== null}
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
