/**
 * The shop's message registry: the i18n core's catalogues (core texts and the
 * API's texts) plus one catalogue per feature area. Pages, layouts, components
 * and feature parts translate with it: `Astro.locals.t` (the middleware's
 * `translator` for the request's language), `pickMessages`, `MessageKey`;
 * islands get picked texts as props and import at most its types. A new area catalogue (`<area>/<area>.messages.ts`, see
 * `src/i18n/define.ts`) is added to `CATALOGUES` below; a key registered twice
 * fails at start-up (and in the unit tests).
 */
import { I18N_CATALOGUES } from "../i18n/core";
import { createTranslations, type KeysOf } from "../i18n/translate";
import { accountMessages } from "./account/account.messages";
import { addressMessages } from "./address/address.messages";
import { authMessages } from "./account/auth/auth.messages";
import { ordersMessages } from "./account/orders.messages";
import { orderLookMessages } from "./account/orders/order-look.messages";
import { lookupMessages } from "./account/orders/lookup.messages";
import { detailsMessages } from "./checkout/details/details.messages";
import { basketMessages } from "./basket/basket.messages";
import { catalogueMessages } from "./catalogue/catalogue.messages";
import { checkoutMessages } from "./checkout/checkout.messages";
import { consentMessages } from "./consent/consent.messages";
import { contactMessages } from "./contact/contact.messages";
import { homeMessages } from "./home/home.messages";
import { newsletterMessages } from "./newsletter/newsletter.messages";
import { previewMessages } from "./preview/preview.messages";
import { productMessages } from "./product/product.messages";
import { adminOrdersMessages } from "./admin/admin-orders.messages";
import { adminConfirmMessages } from "./admin/admin-confirm.messages";
import { payMessages } from "./payment/pay.messages";
import { stripeMessages } from "./payment/stripe.messages";
import { adminMessages } from "./admin/admin.messages";
import { adminContentMessages } from "./admin/content/content.messages";
import { adminContentFieldMessages } from "./admin/content/content-fields.messages";
import { adminContentProblemMessages } from "./admin/content/problems/content-problems.messages";
import { adminReturnsMessages } from "./admin/admin-returns.messages";
import { returnDecisionMessages } from "./account/return-decision.messages";
import { adminCatalogueMessages } from "./admin/admin-catalogue.messages";
import { adminCatalogueImportMessages } from "./admin/admin-catalogue-import.messages";
import { adminAuditMessages } from "./admin/admin-audit.messages";
import { auditActionMessages } from "./admin/audit-actions.messages";
import { adminSettingsMessages } from "./admin/settings/settings.messages";
import { adminFlagsMessages } from "./admin/settings/flags.messages";

const CATALOGUES = [
  ...I18N_CATALOGUES,
  catalogueMessages,
  productMessages,
  basketMessages,
  checkoutMessages,
  accountMessages,
  authMessages,
  detailsMessages,
  payMessages,
  adminOrdersMessages,
  adminConfirmMessages,
  addressMessages,
  ordersMessages,
  orderLookMessages,
  lookupMessages,
  previewMessages,
  homeMessages,
  newsletterMessages,
  contactMessages,
  consentMessages,
  stripeMessages,
  adminMessages,
  adminContentMessages,
  adminContentFieldMessages,
  adminContentProblemMessages,
  adminReturnsMessages,
  returnDecisionMessages,
  adminCatalogueMessages,
  adminCatalogueImportMessages,
  adminSettingsMessages,
  adminFlagsMessages,
  adminAuditMessages,
  auditActionMessages,
] as const;

export type MessageKey = KeysOf<typeof CATALOGUES>;

export const { languages, messagesFor, translator, pickMessages } = createTranslations(CATALOGUES);
