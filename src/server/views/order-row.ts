/**
 * The orders row of a new order (schema `OrdersTable`, spec 2 §3 Order)
 * from the server's own quote: lines with unit prices in the order currency
 * and in the base currency, delivery, payment, addresses and totals. Amounts
 * the client sent are never read here.
 */
import type { PricedBasket } from "../../domain/basket/basket-pricing";
import type { Product } from "../../domain/catalogue/catalogue.types";
import type { DeliveryOption } from "../../domain/checkout/delivery.types";
import type { OrderQuote } from "../../domain/checkout/order-quote";
import type { PaymentMethod } from "../../domain/checkout/payment-options";
import { phoneTail } from "../../domain/orders/order-search";
import { round2 } from "../../domain/pricing/rounding";
import type { RequestContext } from "../context";
import type { OrderProductJson, OrderTotalJson } from "../db/schema";
import type { NewOrderRow } from "../repositories/orders/orders.repository";
import type { NewOrderInput } from "../services/orders/create-order.service";

/** Days a customer may return an order (spec 2 §3 returnTime); the shop's default. */
export const RETURN_DAYS = 14;

export function orderRow(args: {
  ctx: RequestContext;
  input: NewOrderInput;
  quote: OrderQuote;
  basket: PricedBasket;
  products: ReadonlyMap<string, Product>;
  delivery: DeliveryOption;
  payment: PaymentMethod;
  email: string;
  usedPoints: number;
  /** The chosen locker's name and address, as the order shows its pickup point. */
  lockerName?: string | undefined;
}): Omit<NewOrderRow, "user_id"> {
  const { ctx, input, quote, basket, products, delivery, payment } = args;
  const rate = ctx.pricing.rate || 1;
  const lines: OrderProductJson[] = basket.lines.map((line, i) => {
    const product = products.get(line.product);
    const stored = basket.checked[i];
    return {
      id: line.product,
      type: product?.type ?? "normal",
      name: product?.name ?? {},
      code: product?.code ?? "",
      code2: product?.code2,
      quantity: line.quantity,
      price: {
        brutto: round2(line.unitBrutto / rate),
        netto: round2(line.unitNetto / rate),
        vatRate: line.vat,
        currencyBrutto: line.unitBrutto,
        currencyNetto: line.unitNetto,
      },
      categories: product?.categories ?? [],
      mainImage: product?.mainImage,
      variantHash: line.variantHash,
      unit: product?.unit,
      personalization: stored?.personalization
        ? Object.entries(stored.personalization).map(([id, value]) => ({ id, value }))
        : undefined,
      components: stored?.components?.map((c) => ({
        product: c.product,
        quantity: c.quantity,
        variant: c.variantHash || undefined,
      })),
    };
  });
  const total: OrderTotalJson = {
    brutto: quote.totalBeforeGiftCard,
    netto: quote.totalNetto,
    vat: round2(quote.totalBeforeGiftCard - quote.totalNetto),
    products: round2(quote.productsTotal - quote.discount),
    delivery: quote.deliveryPrice,
    paymentFee: quote.paymentFee > 0 ? quote.paymentFee : undefined,
    currency: ctx.currency,
    currencyRate: rate,
    code: quote.promo?.ok ? quote.promo.code : undefined,
    codeDiscount: quote.promo?.ok ? quote.discount : undefined,
    usedPoints: args.usedPoints > 0 ? args.usedPoints : undefined,
    giftCardCode: quote.giftCardPaid > 0 ? input.giftCard?.trim().toUpperCase() : undefined,
    giftCardValue: quote.giftCardPaid > 0 ? quote.giftCardPaid : undefined,
  };
  const f = input.form;
  const ship = { ...f.ship, country: input.country };
  const invoice = f.company
    ? f.showInvoice
      ? { ...f.invoice }
      : { ...ship, name: f.invoice.name }
    : undefined;
  return {
    email: args.email,
    status: "PENDING",
    paid: quote.total <= 0 ? 1 : 0,
    lang: ctx.lang,
    currency: ctx.currency,
    sent_at: null,
    products: JSON.stringify(lines),
    address: JSON.stringify({ ship, invoice }),
    delivery: JSON.stringify({
      id: delivery.id,
      type: delivery.type,
      name: delivery.name,
      price: {
        brutto: quote.deliveryPrice,
        netto: quote.deliveryNetto,
        vat: round2(quote.deliveryPrice - quote.deliveryNetto),
      },
      data: {
        code: input.delivery.lockerCode,
        name: args.lockerName ?? input.delivery.lockerCode,
        date: input.delivery.date
          ? `${input.delivery.date}T${input.delivery.time ?? "00:00"}`
          : undefined,
      },
    }),
    payment: JSON.stringify({
      id: payment.id,
      type: payment.type,
      subType: payment.subType ?? undefined,
      name: payment.name,
      price:
        quote.paymentFee > 0
          ? {
              brutto: quote.paymentFee,
              netto: quote.paymentFeeNetto,
              vat: round2(quote.paymentFee - quote.paymentFeeNetto),
            }
          : undefined,
    }),
    total: JSON.stringify(total),
    company: f.company ? 1 : 0,
    nip: f.company && f.nip.trim() ? f.nip.trim() : null,
    comment: f.comment.trim() || null,
    ref: input.ref ?? null,
    return_time: ctx.settings.additionalFunctions.returnsDisabled ? null : RETURN_DAYS,
    can_return: ctx.settings.additionalFunctions.returnsDisabled ? 0 : 1,
    idempotency_key: input.idempotencyKey,
    phone_tail: phoneTail(f.ship.phone),
  };
}
