/**
 * The interactive part of /order/delivery: product table, delivery country
 * and post code, delivery options (price, days, free-delivery hint, locker
 * pickers, delivery date), discount code or loyalty points, gift card,
 * totals and the order button (disabled exactly per spec 1 §5). Every amount
 * is computed with the same domain functions the server uses.
 */
import { useEffect, useMemo, useState } from "react";
import {
  slotsForDay,
  parseSlot,
  slotProblem,
  type FreeHint,
} from "../../domain/delivery-availability";
import type { DeliveryOption } from "../../domain/delivery.types";
import { totalAfterDiscounts } from "../../domain/promo";
import { giftCardCoverage, shouldLookUpGiftCard } from "../../domain/gift-card";
import { orderBlockReason } from "../../domain/order-button";
import { fill as format } from "../basket/fill";
import { BasketTable, money } from "../basket/BasketTable";
import { basketGate } from "../basket/basket-gate";
import { EMPTY_ORDER } from "../basket/order.store";
import {
  $order,
  chooseDelivery,
  clearPromoCode,
  setDeliveryCountry,
  setValidatedCode,
  typePromoCode,
} from "../basket/order.store";
import type { ShopProps } from "../../contracts/shop-props.types";
import { useBasketView } from "../basket/use-basket-view";
import { useClientStore } from "../shared/use-client-store";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { LockerPicker } from "./LockerPicker";

export type DeliveryOptionView = DeliveryOption;

interface Props {
  shop: ShopProps;
  m: DeliveryStepMessages;
  countries: { code: string; name: string }[];
  defaultCountry: string;
  /** Loyalty points of a logged-in shopper, null for guests. */
  loyaltyPoints: number | null;
  detailsHref: string;
}

interface Applied {
  code: string;
  title: string;
  message: string;
  value: number;
}

function post<T>(url: string, body: unknown): Promise<{ ok: boolean; data: T | null }> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
    .then(async (r) => ({ ok: r.ok, data: (await r.json().catch(() => null)) as T | null }))
    .catch(() => ({ ok: false, data: null }));
}

export default function DeliveryStep({
  shop,
  m,
  countries,
  defaultCountry,
  loyaltyPoints,
  detailsHref,
}: Props) {
  const order = useClientStore($order, EMPTY_ORDER);
  const country = order.deliveryCountry || defaultCountry;
  const { priced, products, loading, storedCount } = useBasketView(shop, country);
  const [postCode, setPostCode] = useState("");
  const [options, setOptions] = useState<DeliveryOptionView[] | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [codeLoading, setCodeLoading] = useState(false);
  const [codeError, setCodeError] = useState("");
  const [gift, setGift] = useState("");
  const [giftValue, setGiftValue] = useState<number | null>(null);
  const [giftError, setGiftError] = useState(false);
  const [food, setFood] = useState<{ postCode: string; available: boolean } | null>(null);
  const lines = priced.checked;
  const linesKey = JSON.stringify(lines.map((l) => [l.product, l.variantHash, l.quantity]));
  const lang = `?lang=${shop.pricing.lang}`;

  const validate = async (code: string) => {
    if (!code.trim()) return;
    setCodeLoading(true);
    setCodeError("");
    const res = await post<Applied & { error?: string; message?: string }>(
      `/api/public/order/code${lang}`,
      {
        code: code.trim(),
        lines,
        deliveryCountry: country,
      },
    );
    setCodeLoading(false);
    if (res.ok && res.data) {
      setApplied(res.data);
      setValidatedCode(code.trim());
    } else {
      setApplied(null);
      setCodeError(res.data?.message ?? m["basket.promo.notValid"]);
    }
  };

  // Re-validate a kept or linked code whenever the basket changes.
  useEffect(() => {
    if (loading || lines.length === 0) return;
    if (order.promoCode && (order.validatedCode === order.promoCode || !applied))
      void validate(order.promoCode);
  }, [linesKey, loading, country]);

  const discount = applied && order.validatedCode === order.promoCode ? applied.value : 0;

  useEffect(() => {
    if (loading) return;
    let cancelled = false;
    void post<DeliveryOptionView[]>(`/api/public/order/delivery-options${lang}`, {
      country,
      postCode,
      lines,
      discount,
    }).then((res) => {
      if (!cancelled) setOptions(res.ok && Array.isArray(res.data) ? res.data : []);
    });
    return () => {
      cancelled = true;
    };
  }, [linesKey, loading, country, postCode, discount]);

  useEffect(() => {
    if (!/^\d{2}-\d{3}$/.test(postCode)) return setFood(null);
    let cancelled = false;
    fetch(`/api/public/integrations/dpd/availability/food?postCode=${encodeURIComponent(postCode)}`)
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null)
      .then((d: { postCode: string; available: boolean } | null) => !cancelled && setFood(d));
    return () => {
      cancelled = true;
    };
  }, [postCode]);

  useEffect(() => {
    if (!shouldLookUpGiftCard(gift)) {
      setGiftValue(null);
      setGiftError(false);
      return;
    }
    let cancelled = false;
    const t = setTimeout(() => {
      void post<{ value?: number }>(`/api/public/order/gift-card${lang}`, {
        code: gift,
        currency: shop.pricing.currency,
      }).then((res) => {
        if (cancelled) return;
        const value = res.ok && typeof res.data?.value === "number" ? res.data.value : null;
        setGiftValue(value);
        setGiftError(value === null);
      });
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(t);
    };
  }, [gift, lang, shop.pricing.currency]);

  const option = options?.find((o) => o.id === order.delivery?.id) ?? null;
  const deliveryPrice = option?.price ?? 0;
  const beforeGift = totalAfterDiscounts({
    products: priced.brutto,
    delivery: deliveryPrice,
    discount,
  });
  const giftPaid = giftValue === null ? 0 : giftCardCoverage(giftValue, beforeGift);
  const total = totalAfterDiscounts({
    products: priced.brutto,
    delivery: deliveryPrice,
    discount,
    giftCard: giftPaid,
  });
  const slotOk = useMemo(() => {
    const d = order.delivery;
    if (!option?.timeEnabled || !d?.date || !d.time) return false;
    const slot = parseSlot(d.date, d.time);
    return slot !== null && slotProblem(slot, option.timeLogic ?? undefined, Date.now()) === null;
  }, [option, order.delivery]);
  const reason = orderBlockReason({
    total,
    productCount: priced.count,
    deliveryChosen: option !== null,
    codeLoading,
    promoTyped: order.promoCode,
    promoValid:
      order.validatedCode !== "" && order.validatedCode === order.promoCode && applied !== null,
    lockerRequired: option?.lockerCarrier != null,
    lockerChosen: Boolean(order.delivery?.lockerCode),
    timedRequired: option?.timeEnabled === true,
    dayChosen: slotOk,
  });

  const gate = basketGate({
    pricesHidden: shop.pricing.pricesHidden,
    storedCount,
    shownCount: lines.length,
    loading,
  });
  if (gate === "login")
    return (
      <p role="alert">
        {m["basket.loginRequired"]} <a href={shop.loginHref}>{m["basket.loginLink"]}</a>
      </p>
    );

  const days = (n: number) =>
    format(n === 1 ? m["delivery.oneDay"] : m["delivery.manyDays"], { count: n });
  const hint = (h: FreeHint) =>
    h.kind === "value"
      ? format(m["delivery.freeHintValue"], { amount: money(shop, h.missing) })
      : format(m["delivery.freeHintCount"], { count: h.missing });

  return (
    <div className="delivery-step">
      {gate !== "items" ? (
        <p>{gate === "loading" ? m["basket.loading"] : m["basket.empty"]}</p>
      ) : (
        <BasketTable shop={shop} m={m} lines={lines} totals={priced} products={products} />
      )}
      <section aria-labelledby="delivery-heading">
        <h2 id="delivery-heading">{m["delivery.options"]}</h2>
        <label>
          {m["delivery.country"]}{" "}
          <select value={country} onChange={(e) => setDeliveryCountry(e.currentTarget.value)}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>{" "}
        <label>
          {m["delivery.postCode"]}{" "}
          <input
            value={postCode}
            maxLength={10}
            onChange={(e) => setPostCode(e.currentTarget.value.trim())}
          />
        </label>
        {food ? (
          <p role="status">
            {format(food.available ? m["delivery.foodAvailable"] : m["delivery.foodUnavailable"], {
              postCode: food.postCode,
            })}
          </p>
        ) : null}
        {options && options.length === 0 ? <p>{m["delivery.none"]}</p> : null}
        <div role="radiogroup" aria-label={m["delivery.options"]} className="delivery-options">
          {(options ?? []).map((o) => (
            <div key={o.id} className="delivery-option">
              <label>
                <input
                  type="radio"
                  name="delivery"
                  checked={order.delivery?.id === o.id}
                  onChange={() => chooseDelivery({ id: o.id })}
                />{" "}
                <span>{o.name}</span> —{" "}
                <span data-delivery-price>
                  {o.free ? m["delivery.free"] : money(shop, o.price)}
                </span>
                {o.days > 0 ? <span> · {days(o.days)}</span> : null}
              </label>
              {o.freeHint ? <div className="delivery-option__hint">{hint(o.freeHint)}</div> : null}
              {order.delivery?.id === o.id && o.lockerCarrier ? (
                <LockerPicker
                  carrier={o.lockerCarrier}
                  m={m}
                  chosen={
                    order.delivery.lockerCode
                      ? { code: order.delivery.lockerCode, name: order.delivery.lockerName ?? "" }
                      : null
                  }
                  onChoose={(l) =>
                    chooseDelivery({ id: o.id, lockerCode: l.code, lockerName: l.name })
                  }
                />
              ) : null}
              {order.delivery?.id === o.id && o.timeEnabled ? (
                <div className="delivery-date">
                  <label>
                    {m["delivery.date"]}{" "}
                    <select
                      value={order.delivery.date ?? ""}
                      onChange={(e) => chooseDelivery({ id: o.id, date: e.currentTarget.value })}
                    >
                      <option value="">{m["delivery.chooseDay"]}</option>
                      {(o.slotDays ?? []).map((d) => (
                        <option key={d} value={d}>
                          {d.split("-").reverse().join(".")}
                        </option>
                      ))}
                    </select>
                  </label>{" "}
                  {order.delivery.date ? (
                    <label>
                      {m["delivery.time"]}{" "}
                      <select
                        value={order.delivery.time ?? ""}
                        onChange={(e) =>
                          chooseDelivery({
                            id: o.id,
                            date: order.delivery?.date,
                            time: e.currentTarget.value,
                          })
                        }
                      >
                        <option value="">—</option>
                        {(() => {
                          const s = parseSlot(order.delivery.date, "00:00");
                          return s ? slotsForDay(s, o.timeLogic ?? undefined, Date.now()) : [];
                        })().map((t) => (
                          <option key={t} value={t}>
                            {t}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                </div>
              ) : null}
            </div>
          ))}
        </div>
      </section>
      <section className="promo">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void validate(order.promoCode);
          }}
        >
          <label>
            {m["basket.promo.label"]}{" "}
            <input
              value={order.promoCode}
              maxLength={64}
              onChange={(e) => {
                typePromoCode(e.currentTarget.value.toUpperCase());
                setCodeError("");
              }}
            />
          </label>{" "}
          <button type="submit" className="btn" disabled={codeLoading || !order.promoCode.trim()}>
            {m["basket.promo.apply"]}
          </button>{" "}
          {order.promoCode ? (
            <button
              type="button"
              className="btn"
              onClick={() => {
                clearPromoCode();
                setApplied(null);
                setCodeError("");
              }}
            >
              {m["basket.promo.remove"]}
            </button>
          ) : null}
        </form>
        {loyaltyPoints !== null ? (
          <p>{format(m["basket.promo.loyaltyHint"], { points: loyaltyPoints })}</p>
        ) : null}
        {codeError ? (
          <p role="alert" className="promo__error">
            {codeError}
          </p>
        ) : null}
        {applied && discount > 0 ? (
          <p role="status" className="promo__ok">
            <strong>{applied.title}</strong> {applied.message}
          </p>
        ) : null}
        <label>
          {m["basket.giftCard.label"]}{" "}
          <input
            value={gift}
            maxLength={64}
            onChange={(e) => setGift(e.currentTarget.value.toUpperCase())}
          />
        </label>
        {giftError ? <p role="alert">{m["basket.giftCard.notValid"]}</p> : null}
        {giftValue !== null ? (
          <p role="status">
            {format(m["basket.giftCard.value"], { amount: money(shop, giftValue) })}
            {giftValue >= beforeGift ? ` — ${m["basket.giftCard.coversAll"]}` : ""}
          </p>
        ) : null}
      </section>
      <dl className="summary" aria-label="summary">
        <dt>{m["basket.productsTotal"]}</dt>
        <dd data-sum="products">{money(shop, priced.brutto)}</dd>
        <dt>{m["delivery.deliveryCost"]}</dt>
        <dd data-sum="delivery">{money(shop, deliveryPrice)}</dd>
        {discount > 0 ? (
          <>
            <dt>{m["delivery.discount"]}</dt>
            <dd data-sum="discount">−{money(shop, discount)}</dd>
          </>
        ) : null}
        {giftPaid > 0 ? (
          <>
            <dt>{m["delivery.giftCardPaid"]}</dt>
            <dd data-sum="gift">−{money(shop, giftPaid)}</dd>
          </>
        ) : null}
        <dt>{m["delivery.total"]}</dt>
        <dd data-sum="total">{money(shop, total)}</dd>
      </dl>
      {reason === null ? (
        <a className="btn btn--primary" href={detailsHref}>
          {m["delivery.order"]}
        </a>
      ) : (
        <>
          <button type="button" className="btn btn--primary" disabled>
            {m["delivery.order"]}
          </button>
          <p className="order-block">{m[`delivery.block.${reason}`]}</p>
        </>
      )}
    </div>
  );
}
