/**
 * The order details step `/order/details` (spec 2 §2, §5 Checkout; issue
 * 12): the shipping and invoice form (kept in storage, prefilled for a
 * logged-in shopper), the payment options for the delivery country (only the
 * gift card when a card covers the total), the consents and the order
 * summary with the order button. The delivery, code and basket come from the
 * delivery step's stores and the same server quote.
 *
 * The order button is disabled (aria-disabled) while the form is invalid,
 * consents are missing, no payment is chosen or the braintree card details
 * are invalid; pressing it then marks every problem (consent errors appear
 * only after such an attempt, spec 2 §5). With PayPal chosen, PayPal's own
 * yellow button takes its place under the same rules. A card is tokenized at
 * the provider first and the order carries only the nonce. The order is
 * priced again by the server; its answer replaces the basket with the
 * summary page (or the provider's page for an online payment).
 */
import { randomId } from "./random-id";
import { useEffect, useState } from "react";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { SummaryBox } from "../../../components/ui/SummaryBox";
import type { ShopProps } from "../../../contracts/shop-props.types";
import {
  checkCard,
  EMPTY_CARD,
  type CardDetails,
  type CardField,
} from "../../../domain/checkout/payment-card";
import {
  checkCheckout,
  type CheckoutField,
  type CheckoutForm,
} from "../../../domain/checkout/checkout-form";
import { formatMoney } from "../../../domain/pricing/money";
import { priceTexts, type PriceTextMessages } from "../../basket/price-texts";
import { detailsSummaryRows } from "./details-summary";
import { $basket, clearBasket } from "../../basket/basket.store";
import { $order, EMPTY_ORDER } from "../order.store";
import { useBasketView } from "../../basket/use-basket-view";
import { useClientStore, useMounted } from "../../shared/use-client-store";
import { $checkout, EMPTY_CHECKOUT, orderPlaced, prefillCheckout } from "./checkout-form.store";
import { $giftCardCode, typeGiftCard } from "../checkout.store";
import { tokenizeCard } from "./card-tokenizer";
import { ConsentFields } from "./ConsentFields";
import { DetailsFields } from "./DetailsFields";
import { DetailsLines } from "./DetailsLines";
import { GiftCardField, type GiftCardMessages } from "../GiftCardField";
import type { DetailsMessages } from "./details.messages";
import type { Problems } from "../../../domain/address/problems";
import type { FieldMessages } from "../../address/address.messages";
import { problemText } from "../../address/problem-text";
import { serverProblems } from "./server-problems";
import { PaymentSection, takesCard } from "./PaymentSection";
import { sendOrder } from "./send-order";
import { useDebounced } from "../use-debounced";
import { useDeliveryQuote } from "../delivery/use-delivery-quote";

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
}

const ERRORS: Record<string, keyof DetailsMessages> = {
  OUT_OF_STOCK: "details.outOfStock",
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
  const giftCard = useDebounced(giftTyped, 300);
  const { priced, products, loading, country, storedCount } = useBasketView(shop);
  const quote = useDeliveryQuote({
    lang: pricing.lang,
    lines: priced.checked,
    country,
    postCode: form.ship.postCode.trim(),
    giftCard,
    loading,
  });
  const [left, setLeft] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // Fields the server refused, with what is wrong with them, until the shopper goes back to one.
  const [refused, setRefused] = useState<Problems<CheckoutField>>({});
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [cardLeft, setCardLeft] = useState<ReadonlySet<CardField>>(new Set());
  useEffect(() => prefillCheckout(props.prefill), [props.prefill]);

  const view = quote.view;
  const delivery = view?.options.find((o) => o.id === order.delivery?.id) ?? null;
  const payments = view?.payments ?? [];
  const payment = payments.find((p) => p.id === paymentId) ?? null;
  const check = checkCheckout(form, {
    country,
    deliveryType: delivery?.type ?? "",
    paymentType: payment?.type ?? null,
    regionShown: false,
    nipRequired: props.nipRequired,
    companiesOnly: props.companiesOnly,
    postCodeAllowed: () => true,
  });
  const errorOf = (f: CheckoutField) => {
    const problem = (tried || left.has(f) ? check.problems[f] : undefined) ?? refused[f];
    return problem ? problemText(props.fm, problem) : undefined;
  };
  const needsCard = takesCard(payment);
  const cardBad = needsCard ? checkCard(card, new Date()) : [];
  const cardErrorOf = (f: CardField) =>
    (tried || cardLeft.has(f)) && cardBad.includes(f) ? m["details.card.invalid"] : undefined;
  const ready =
    check.fields.length === 0 &&
    check.consents.length === 0 &&
    cardBad.length === 0 &&
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
      if (view?.blocked) setError(m["details.noDelivery"]);
      else if (check.fields.length + check.consents.length + cardBad.length > 0)
        setError(m["details.fixForm"]);
      return;
    }
    setBusy(true);
    const nonce = needsCard ? await tokenizeCard(card) : undefined;
    if (nonce === null) {
      setBusy(false);
      setError(m["details.card.failed"]);
      return;
    }
    const d = order.delivery;
    const res = await sendOrder(
      {
        lines: quote.body.lines,
        country,
        delivery: { id: d?.id ?? "", lockerCode: d?.lockerCode, date: d?.date, time: d?.time },
        code: quote.body.code,
        giftCard: quote.body.giftCard,
        paymentId: payment.id,
        form,
        ref: order.ref || undefined,
      },
      { paymentNonce: nonce, currency: pricing.currency, lang: pricing.lang },
      randomId,
    );
    if (res.ok) {
      orderPlaced();
      clearBasket();
      typeGiftCard("");
      // An online payment goes to the provider's page, which returns to the summary.
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

  const empty = !loading && $basket.get().list.length === 0;
  return (
    <div className="split">
      <fieldset className="split__main" disabled={!live}>
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
          card={card}
          onCard={setCard}
          cardErrorOf={cardErrorOf}
          onCardLeave={(f) => setCardLeft((c) => new Set(c).add(f))}
        />
        <ConsentFields form={form} m={m} tried={tried} />
      </fieldset>
      <aside className="split__aside" aria-label={m["details.summary"]}>
        <section className="panel" aria-labelledby="order-lines-heading">
          <h2 id="order-lines-heading" className="panel__title">
            {m["details.summary"]}
          </h2>
          <DetailsLines
            lines={priced.lines}
            products={products}
            lang={pricing.lang}
            locale={pricing.locale}
            pending={!live ? null : loading ? storedCount : false}
          />
        </section>
        <SummaryBox
          rows={detailsSummaryRows(
            m,
            pm,
            texts,
            pricing.mode,
            view,
            delivery?.name,
            props.gm["basket.giftCard.label"],
          )}
          busy={!view}
        >
          {error ? <Alert tone="error">{error}</Alert> : null}
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
          <a href={props.deliveryHref}>{m["details.back"]}</a>
        </SummaryBox>
      </aside>
    </div>
  );
}
