/**
 * The basket modal. The header's basket link is static HTML (so the header
 * never waits for this island while the page streams): without JavaScript it
 * goes to the delivery step; with it, the header script opens the basket
 * (`openBasket`) and asks this island to hydrate (header-counters.ts), which
 * then shows the modal. An add to the basket that opens it (`afterBasketAdd` =
 * showBasket) works the same way. With prices for logged-in users only and
 * nobody logged in, opening asks the shopper to log in instead of showing
 * items.
 *
 * Layout (spec 1 §2: lines, a summary, a delivery country picker and delivery
 * options with price and days): on wide screens the lines left and a summary
 * right (the delivery country, which sets the VAT the lines are priced with,
 * the delivery options the step offers for it, the products total and the way
 * to the delivery step); on phones a bottom sheet with the lines as cards, the
 * summary under them and the products total with the order button pinned to
 * the sheet's bottom. Delivery, codes and gift cards are chosen on the step;
 * the options here come from the step's server quote (use-delivery-options.ts).
 */
import { useMemo } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button, ButtonLink } from "../../components/ui/Button";
import { EmptyState } from "../../components/ui/EmptyState";
import { Modal } from "../../components/ui/Modal";
import { SelectField } from "../../components/ui/SelectField";
import { SummaryBox } from "../../components/ui/SummaryBox";
import { deliveryCountryOptions } from "../../domain/checkout/delivery-countries";
import type { ShopProps } from "../../contracts/shop-props.types";
import { BasketTable, priceText } from "./BasketTable";
import { PendingLines } from "./PendingLines";
import { basketGate } from "./basket-gate";
import type { BasketTableMessages } from "./basket-table.keys";
import { $basketOpen, closeBasket } from "./basket.store";
import { setDeliveryCountry } from "../checkout/order.actions";
import { useBasketView } from "./use-basket-view";
import { useDeliveryOptions } from "./use-delivery-options";
import { format } from "../../i18n/format";
import { useClientStore } from "../shared/use-client-store";
import { serverPure } from "../shared/server-pure";

export type BasketModalMessages = BasketTableMessages &
  Record<
    | "basket.title"
    | "basket.close"
    | "basket.goToDelivery"
    | "basket.continue"
    | "basket.nextStep"
    | "basket.summary"
    | "delivery.country"
    | "delivery.options"
    | "delivery.oneDay"
    | "delivery.manyDays"
    | "delivery.free"
    | "delivery.none",
    string
  >;

type View = ReturnType<typeof useBasketView>;

/** The delivery options for the chosen country: name and days, price (or free). */
function DeliveryRows({ shop, m, view }: { shop: ShopProps; m: BasketModalMessages; view: View }) {
  const { options, busy } = useDeliveryOptions(
    view.priced.checked,
    view.country,
    shop.pricing.lang,
  );
  const rows = (options ?? []).map((o) => ({
    key: o.id,
    label: (
      <>
        {o.name}
        {o.days > 0 ? (
          <span className="muted">
            {" · "}
            {format(m[o.days === 1 ? "delivery.oneDay" : "delivery.manyDays"], { count: o.days })}
          </span>
        ) : null}
      </>
    ),
    value: o.free ? m["delivery.free"] : priceText(shop, m, o.price, o.priceNetto ?? o.price),
  }));
  return (
    <SummaryBox
      title={m["delivery.options"]}
      busy={busy}
      rows={options === null ? [{ key: "", label: m["basket.loading"], value: null }] : rows}
    >
      {options?.length === 0 && !busy ? <p className="muted">{m["delivery.none"]}</p> : null}
    </SummaryBox>
  );
}

function Lines({ shop, m, view }: { shop: ShopProps; m: BasketModalMessages; view: View }) {
  const { priced, lines, country } = view;
  const countries = useMemo(
    () =>
      deliveryCountryOptions(shop.pricing.locale).map((c) => ({ value: c.code, label: c.name })),
    [shop.pricing.locale],
  );
  return (
    <div className="basket-modal">
      {/* The lines' column: the box whose width decides table or cards (table.css). */}
      <div className="basket-modal__lines">
        <BasketTable shop={shop} m={m} lines={lines} total={null} />
      </div>
      <div className="basket-modal__aside">
        <SelectField
          label={m["delivery.country"]}
          value={country}
          autoComplete="country"
          options={countries}
          onChange={(e) => setDeliveryCountry(e.currentTarget.value)}
        />
        <DeliveryRows shop={shop} m={m} view={view} />
        <SummaryBox
          title={m["basket.summary"]}
          ctaWideOnly
          rows={[
            {
              key: "products",
              label: m["basket.productsTotal"],
              value: (
                <span data-products-total>{priceText(shop, m, priced.brutto, priced.netto)}</span>
              ),
              tone: "total",
            },
          ]}
        >
          <ButtonLink block href={shop.deliveryHref}>
            {m["basket.goToDelivery"]}
          </ButtonLink>
          <Button variant="secondary" block onClick={closeBasket}>
            {m["basket.continue"]}
          </Button>
        </SummaryBox>
        <p className="basket-modal__note">{m["basket.nextStep"]}</p>
      </div>
    </div>
  );
}

/** The products total and the order button, kept at the bottom of the sheet below 901 px. */
function Bar({ shop, m, view }: { shop: ShopProps; m: BasketModalMessages; view: View }) {
  return (
    <div className="basket-modal__bar">
      <span className="basket-modal__bar-amount">
        {m["basket.productsTotal"]}
        <strong>{priceText(shop, m, view.priced.brutto, view.priced.netto)}</strong>
      </span>
      <ButtonLink href={shop.deliveryHref}>{m["basket.goToDelivery"]}</ButtonLink>
    </div>
  );
}

function Content({ shop, m }: { shop: ShopProps; m: BasketModalMessages }) {
  const view = useBasketView(shop);
  const gate = basketGate({
    pricesHidden: shop.pricing.pricesHidden,
    storedCount: view.storedCount,
    shownCount: view.priced.checked.length,
    loading: view.loading,
  });
  if (gate === "login")
    return (
      <Alert tone="warning" urgent>
        {m["basket.loginRequired"]}{" "}
        <a href={shop.loginHref} data-auth-open>
          {m["basket.loginLink"]}
        </a>
      </Alert>
    );
  if (gate === "empty")
    return (
      <EmptyState
        title={m["basket.empty"]}
        action={
          <Button variant="secondary" onClick={closeBasket}>
            {m["basket.continue"]}
          </Button>
        }
      />
    );
  if (gate === "loading") return <PendingLines m={m} count={view.storedCount} showTotal={false} />;
  return (
    <>
      <Lines shop={shop} m={m} view={view} />
      <Bar shop={shop} m={m} view={view} />
    </>
  );
}

export default function BasketModal({ shop, m }: { shop: ShopProps; m: BasketModalMessages }) {
  // The modal may hydrate because an add asked to open it: render closed until mounted (#418).
  const open = useClientStore($basketOpen, false);
  return (
    <Modal
      open={open}
      onClose={closeBasket}
      title={m["basket.title"]}
      closeLabel={m["basket.close"]}
      wide
    >
      <Content shop={shop} m={m} />
    </Modal>
  );
}

// Its server HTML depends on its props alone (see serverPure).
serverPure(BasketModal);
