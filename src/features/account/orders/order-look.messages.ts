/** Messages of the order pages' progress and summary lines (issue 32 item 8; paid or due: issue 44). */
import { defineMessages } from "../../../i18n/define";

export const orderLookMessages = defineMessages({
  "orders.progress": "Postęp zamówienia",
  "orders.step.placed": "Przyjęte",
  "orders.step.sent": "Wysłane",
  "orders.step.delivered": "Dostarczone",
  "orders.rowFacts": "{date} · {count} szt.",
  "orders.paidAmount": "Zapłacono",
  "orders.dueAmount": "Do zapłaty",
})({
  en: {
    "orders.progress": "Order progress",
    "orders.step.placed": "Placed",
    "orders.step.sent": "Shipped",
    "orders.step.delivered": "Delivered",
    "orders.rowFacts": "{date} · {count, plural, one {# item} other {# items}}",
    "orders.paidAmount": "Paid",
    "orders.dueAmount": "To pay",
  },
  de: {
    "orders.progress": "Bestellfortschritt",
    "orders.step.placed": "Aufgegeben",
    "orders.step.sent": "Versandt",
    "orders.step.delivered": "Zugestellt",
    "orders.rowFacts": "{date} · {count} Artikel",
    "orders.paidAmount": "Bezahlt",
    "orders.dueAmount": "Zu zahlen",
  },
});
