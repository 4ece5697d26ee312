/**
 * The order details step `/order/details` (spec 2 §2, §5 Checkout; issue
 * 12): the shipping and invoice form (kept in storage, prefilled for a
 * logged-in shopper), the payment options for the delivery country (only the
 * gift card when a card covers the total), the consents and the order
 * summary with the order button. The lines, the delivery, the codes, the
 * gift card and the payment are the checkout's one state, quoted by the
 * server in one call (checkout-quote.store.ts) with what the delivery step
 * showed; the order sends that same state. When the shipping post code rules
 * out the delivery chosen on the first step, the step says so.
 *
 * The order button is disabled (aria-disabled) while the form is invalid,
 * consents are missing or no payment is chosen; pressing it then marks every
 * problem (consent errors appear only after such an attempt, spec 2 §5).
 * With PayPal chosen, PayPal's own yellow button takes its place under the
 * same rules. No card details are asked here (issue 30): they go into the
 * provider's page or form. The order is priced again by the server; its
 * answer replaces the basket with the provider's page or the order's payment
 * page for an online payment (the summary otherwise); coming back from there
 * goes to the order's summary (use-placed-order.ts), which leads an unpaid
 * order to its payment page.
 */
import { randomId } from "./random-id";
import { useEffect, useState } from "react";
import { usePlacedOrder } from "./use-placed-order";
import { useStore } from "@nanostores/react";
import { $phoneRules, loadPhoneRules } from "./phone-rules.store";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import type { ShopProps } from "../../../contracts/shop-props.types";
import {
  checkCheckout,
  type CheckoutField,
  type CheckoutForm,
} from "../../../domain/checkout/checkout-form";
import { formatMoney } from "../../../domain/pricing/money";
import { priceTexts, type PriceTextMessages } from "../../basket/price-texts";
import { $basket, clearBasket } from "../../basket/basket.store";
import { useDeliveryCountry } from "../use-delivery-country";
import { EMPTY_LIST } from "../../../domain/basket/basket-line";
import { $order, EMPTY_ORDER } from "../order.store";
import { orderSent } from "../order.actions";
import { useClientStore, useMounted } from "../../shared/use-client-store";
import { $checkout, EMPTY_CHECKOUT, orderPlaced, prefillCheckout } from "./checkout-form.store";
import { $giftCardCode, typeGiftCard } from "../checkout.store";
import { ConsentFields, type ConsentLinks } from "./ConsentFields";
import { DetailsFields } from "./DetailsFields";
import { DetailsAside } from "./DetailsAside";
import { GiftCardField, type GiftCardMessages } from "../GiftCardField";
import type { DetailsMessages } from "./details.messages";
import type { Problems } from "../../../domain/address/problems";
import type { FieldMessages } from "../../address/address.messages";
import { problemText } from "../../address/problem-text";
import { serverProblems } from "./server-problems";
import { PaymentSection } from "./PaymentSection";
import { offeredPayments } from "../../../domain/checkout/payment-groups";
import { walletSupport } from "./wallet-support";
import { sendOrder } from "./send-order";
import { useCheckoutQuote } from "../use-checkout-quote";
import { format } from "../../../i18n/format";

interface Props {
  shop: ShopProps;
  m: DetailsMessages;
  /** What a field says is wrong with it (shared with the account form). */
  fm: FieldMessages;
  /** The gift card field's texts (shared with the delivery step). */
  gm: GiftCardMessages;
  /** The amounts' gross/net suffixes and the net total's label (shared with the delivery step). */
  pm: PriceTextMessages;
  prefill: Partial<CheckoutForm> | null;
  nipRequired: boolean;
  companiesOnly: boolean;
  deliveryHref: string;
  summaryHref: string;
  /** The terms and privacy pages the consents link to. */
  consentLinks?: ConsentLinks | undefined;
}

const ERRORS: Record<string, keyof DetailsMessages> = {
  OUT_OF_STOCK: "details.outOfStock",
  PRODUCT_ARCHIVED: "details.productArchived",
  giftCardInvalid: "details.giftCardInvalid",
  tooManyRequests: "details.tooMany",
  noDelivery: "details.noDelivery",
  formInvalid: "details.fixForm",
  needRulesAcceptance: "details.fixForm",
};

export default function OrderDetails(props: Props) {
  const { shop, m } = props;
  const { pricing } = shop;
  const state = useClientStore($checkout, EMPTY_CHECKOUT);
  const order = useClientStore($order, EMPTY_ORDER);
  // Fields stay disabled until the island is live: nothing typed before hydration is lost.
  const live = useMounted();
  const { form, paymentId } = state;
  const giftTyped = useClientStore($giftCardCode, "");
  const storedCount = useClientStore($basket, EMPTY_LIST).list.length;
  const country = useDeliveryCountry(shop);
  const quote = useCheckoutQuote(shop);
  const phones = useStore($phoneRules);
  const [left, setLeft] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // Fields the server refused, with what is wrong with them, until the shopper goes back to one.
  const [refused, setRefused] = useState<Problems<CheckoutField>>({});
  useEffect(() => prefillCheckout(props.prefill), [props.prefill]);
  const leaving = usePlacedOrder({
    live,
    storedCount,
    summary: order.summary,
    summaryHref: props.summaryHref,
  });

  const view = quote.view;
  const delivery = view?.options.find((o) => o.id === order.delivery?.id) ?? null;
  // The post code typed here rules out the delivery chosen on the first step: say so.
  const postCodeRulesOut =
    !!view && !!order.delivery && delivery === null && form.ship.postCode.trim() !== "";
  const deliveryText = format(m["details.postCodeRulesOut"], {
    postCode: form.ship.postCode.trim(),
  });
  // Wallets this browser cannot pay with are never offered (payment-groups.ts).
  const payments = offeredPayments(view?.payments ?? [], walletSupport());
  const payment = payments.find((p) => p.id === paymentId) ?? null;
  const check = checkCheckout(form, {
    country,
    deliveryType: delivery?.type ?? "",
    paymentType: payment?.type ?? null,
    regionShown: false,
    nipRequired: props.nipRequired,
    companiesOnly: props.companiesOnly,
    postCodeAllowed: () => true,
    phones,
  });
  const errorOf = (f: CheckoutField) => {
    const problem = (tried || left.has(f) ? check.problems[f] : undefined) ?? refused[f];
    return problem ? problemText(props.fm, problem) : undefined;
  };
  const ready =
    check.fields.length === 0 &&
    check.consents.length === 0 &&
    payment !== null &&
    !!view &&
    !view.blocked;
  const money = (n: number) => formatMoney(n, pricing.currency, pricing.locale);
  const { pm } = props;
  const texts = priceTexts(pricing, {
    brutto: pm["basket.bruttoSuffix"],
    netto: pm["basket.nettoSuffix"],
  });

  async function submit() {
    setTried(true);
    setError("");
    if (!ready || busy || !payment) {
      if (postCodeRulesOut) setError(deliveryText);
      else if (view?.blocked) setError(m["details.noDelivery"]);
      else if (check.fields.length + check.consents.length > 0) setError(m["details.fixForm"]);
      return;
    }
    setBusy(true);
    const body = quote.request;
    if (!body) {
      setBusy(false);
      return;
    }
    const d = body.delivery;
    const res = await sendOrder(
      {
        lines: body.lines,
        country: body.country,
        delivery: { id: d?.id ?? "", lockerCode: d?.lockerCode, date: d?.date, time: d?.time },
        code: body.code,
        giftCard: body.giftCard,
        paymentId: payment.id,
        form,
        ref: order.ref || undefined,
      },
      { currency: pricing.currency, lang: pricing.lang },
      randomId,
    );
    if (res.ok) {
      leaving.current = true;
      orderSent(res.data.summaryId);
      // An order paid online keeps the basket, the form and its key until its money comes
      // (PlacedOrder.astro on its summary): a declined or abandoned payment loses nothing, and
      // the same order sent again answers that order. It goes to the provider's page or the
      // order's payment page.
      if (!res.data.redirect) {
        orderPlaced();
        clearBasket();
        typeGiftCard("");
      }
      window.location.assign(
        res.data.redirect ?? `${props.summaryHref}/${encodeURIComponent(res.data.summaryId)}`,
      );
      return;
    }
    setBusy(false);
    const named = serverProblems(res.body);
    setRefused(named);
    setError(
      m[
        Object.keys(named).length > 0 ? "details.fixForm" : (ERRORS[res.error] ?? "details.failed")
      ],
    );
  }

  const empty = live && storedCount === 0;
  return (
    <div className="split">
      <fieldset
        className="split__main"
        disabled={!live}
        onFocus={() => void loadPhoneRules()}
        onPointerDown={() => void loadPhoneRules()}
      >
        {live && storedCount > 0 && order.summary ? (
          <Alert tone="warning">
            {m["details.pending"]}{" "}
            <a href={`${props.summaryHref}/${encodeURIComponent(order.summary)}`}>
              {m["details.pendingPay"]}
            </a>
          </Alert>
        ) : null}
        <DetailsFields
          form={form}
          m={m}
          errorOf={errorOf}
          onLeave={(f) => {
            setLeft((s) => new Set(s).add(f));
            setRefused(({ [f]: _gone, ...rest }) => rest);
          }}
          nipRequired={props.nipRequired}
          locale={pricing.locale}
        />
        <section className="panel" aria-labelledby="gift-heading">
          <h2 id="gift-heading" className="panel__title">
            {m["details.giftCard"]}
          </h2>
          <GiftCardField
            m={props.gm}
            money={money}
            typed={giftTyped}
            card={quote.amounts?.giftCard ?? null}
          />
        </section>
        <PaymentSection
          m={m}
          payments={view ? payments : null}
          paymentId={paymentId}
          money={money}
        />
        <ConsentFields form={form} m={m} tried={tried} links={props.consentLinks} />
      </fieldset>
      <DetailsAside
        m={m}
        pm={pm}
        texts={texts}
        mode={pricing.mode}
        locale={pricing.locale}
        view={view}
        lines={quote.shown.lines}
        pending={!live ? null : quote.last === null && !quote.error ? storedCount : false}
        deliveryName={delivery?.name}
        giftCardLabel={props.gm["basket.giftCard.label"]}
        notice={
          postCodeRulesOut ? (
            <>
              {deliveryText} <a href={props.deliveryHref}>{m["details.changeDelivery"]}</a>
            </>
          ) : null
        }
        error={postCodeRulesOut && error === deliveryText ? "" : error}
        deliveryHref={props.deliveryHref}
      >
        <Button
          block
          variant={payment?.type === "paypal" ? "paypal" : undefined}
          loading={busy}
          aria-disabled={!ready || empty ? true : undefined}
          data-explains
          onClick={() => void submit()}
        >
          {payment?.type === "paypal" ? m["details.paypal"] : m["details.order"]}
        </Button>
      </DetailsAside>
    </div>
  );
}
