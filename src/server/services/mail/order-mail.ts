/**
 * The order e-mails, built from the order's read model (views/order-view.ts, the one the
 * summary page reads): the customer's confirmation in the order's language and the shop's
 * new-order notice. Both list every line (quantity, unit price, VAT rate, value), the amounts
 * (products, discount, delivery, the total, the gift card, what is left to pay), the delivery
 * and the payment with the bank details of a transfer, and both addresses; the confirmation
 * adds the links to the order, the terms and the withdrawal information. Pure: the caller
 * picks the texts (`t`), the locale, the date and the absolute links.
 */
import { formatMoney } from "../../../domain/pricing/money";
import type { OrderMailKey } from "../../../i18n/messages/order-mail";
import type { Translate } from "../../../i18n/translate";
import type { AddressJson } from "../../db/schema";
import type { OrderAmount, OrderView, TransferDetails } from "../../views/order-view";
import { renderMail, type MailBlock, type RenderedMail } from "./mail-blocks";

/** The order's texts: the order e-mails' catalogue and the confirmation's subject. */
export type MailText = Translate<OrderMailKey | "mail.order.subject">;

export interface OrderMailInput {
  view: OrderView;
  transfer: TransferDetails | null;
  shopName: string;
  locale: string;
  /** The order's date and time as the shop shows it. */
  date: string;
}

export interface OrderMailLinks {
  order: string;
  terms: string | null;
  withdrawal: string | null;
}

export type BuiltMail = RenderedMail & { subject: string };

function address(a: AddressJson, locale: string, t: MailText): string {
  const country = a.country
    ? (new Intl.DisplayNames([locale], { type: "region" }).of(a.country.toUpperCase()) ?? a.country)
    : "";
  const street = `${a.street} ${a.number}${a.apartment ? `/${a.apartment}` : ""}`.trim();
  return [
    a.name,
    street,
    `${a.postCode} ${a.city}`.trim(),
    country,
    a.phone ? t("orderMail.phone", { phone: a.phone }) : "",
  ]
    .filter(Boolean)
    .join("\n");
}

function amountLabel(row: OrderAmount, delivery: string, t: MailText): string {
  const label = t(`orderMail.amount.${row.kind}`, { detail: row.detail ?? "" });
  return row.kind === "delivery" && delivery ? `${label} (${delivery})` : label;
}

/** The lines, amounts, delivery, payment and addresses: what both order e-mails list. */
export function orderBlocks(input: OrderMailInput, t: MailText): MailBlock[] {
  const { view, transfer, locale } = input;
  const money = (n: number) => formatMoney(n, view.currency, locale);
  const blocks: MailBlock[] = [
    { kind: "heading", text: t("orderMail.lines") },
    {
      kind: "table",
      head: (["product", "quantity", "unitPrice", "vat", "lineTotal"] as const).map((k) =>
        t(`orderMail.${k}`),
      ),
      rows: view.lines.map((l) => {
        const name = [l.name, l.variant].filter(Boolean).join(" – ");
        const quantity = `${l.quantity} ${l.unit ?? t("orderMail.unit")}`;
        const cells = [name, quantity, money(l.unitPrice), `${l.vatRate}%`, money(l.total)];
        return {
          cells,
          text: `${name}: ${quantity} × ${cells[2]} (${t("orderMail.vat")} ${cells[3]}) = ${cells[4]}`,
        };
      }),
    },
    {
      kind: "sums",
      rows: view.amounts.map((row) => [
        amountLabel(row, view.delivery.name, t),
        row.amount < 0 ? `−${money(-row.amount)}` : money(row.amount),
      ]),
      strongLast: true,
    },
  ];
  const delivery = [t("orderMail.delivery", { name: view.delivery.name })];
  if (view.delivery.pickupPoint)
    delivery.push(t("orderMail.pickupPoint", { point: view.delivery.pickupPoint }));
  delivery.push(t("orderMail.payment", { name: view.payment.name }));
  blocks.push({ kind: "text", text: delivery.join("\n") });
  if (transfer)
    blocks.push(
      { kind: "heading", text: t("orderMail.transfer") },
      {
        kind: "text",
        text: [
          t("orderMail.transfer.account", { account: transfer.account }),
          t("orderMail.transfer.recipient", { recipient: transfer.recipient }),
          t("orderMail.transfer.title", { title: transfer.title }),
          t("orderMail.transfer.amount", {
            amount: formatMoney(transfer.amount, transfer.currency, locale),
          }),
        ].join("\n"),
      },
    );
  if (view.ship)
    blocks.push(
      { kind: "heading", text: t("orderMail.ship") },
      { kind: "text", text: address(view.ship, locale, t) },
    );
  const invoice = view.invoice
    ? [address({ ...view.invoice, phone: undefined }, locale, t)]
    : [t("orderMail.invoiceSame")];
  if (view.nip) invoice.push(t("orderMail.nip", { nip: view.nip }));
  blocks.push(
    { kind: "heading", text: t("orderMail.invoice") },
    { kind: "text", text: invoice.join("\n") },
  );
  if (view.comment)
    blocks.push({ kind: "text", text: t("orderMail.comment", { comment: view.comment }) });
  return blocks;
}

/** The customer's confirmation, in the order's language (`t`). */
export function orderConfirmationMail(
  input: OrderMailInput,
  links: OrderMailLinks,
  t: MailText,
): BuiltMail {
  const { view } = input;
  const name = view.ship?.name ?? "";
  const blocks: MailBlock[] = [
    { kind: "text", text: t("orderMail.greeting", { name, no: view.no, date: input.date }) },
    ...orderBlocks(input, t),
    { kind: "link", label: t("orderMail.follow"), href: links.order },
  ];
  if (links.terms) blocks.push({ kind: "link", label: t("orderMail.terms"), href: links.terms });
  if (links.withdrawal)
    blocks.push({ kind: "link", label: t("orderMail.withdrawal"), href: links.withdrawal });
  return {
    subject: t("mail.order.subject", { no: view.no, shop: input.shopName }),
    ...renderMail(blocks),
  };
}

/** The shop's notice of a new order, in the shop's language (`t`). */
export function shopOrderMail(input: OrderMailInput, t: MailText): BuiltMail {
  const { view } = input;
  const total = formatMoney(view.toPay, view.currency, input.locale);
  const intro = t("orderMail.shop.intro", {
    no: view.no,
    date: input.date,
    name: view.ship?.name ?? "",
    email: view.email,
  });
  return {
    subject: t("orderMail.shop.subject", { no: view.no, total }),
    ...renderMail([{ kind: "text", text: intro }, ...orderBlocks(input, t)]),
  };
}
