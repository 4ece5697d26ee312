/**
 * The i18n core's registered catalogues: the core texts (`messages/pl.ts`,
 * `en.ts`, `de.ts`: shell, prices, errors) and the texts the API answers with
 * (`messages/api.ts`) and sends by e-mail (`messages/mail.ts`, `messages/order-mail.ts`). These are the only keys server code may translate;
 * pages and features use the full registry in `src/features/messages.ts`,
 * which adds the feature areas' catalogues to these.
 */
import type { AreaMessages } from "./define";
import { apiMessages } from "./messages/api";
import { cancelMailMessages } from "./messages/cancel-mail";
import { mailMessages } from "./messages/mail";
import { orderMailMessages } from "./messages/order-mail";
import { returnDecisionMailMessages } from "./messages/return-decision-mail";
import { de } from "./messages/de";
import { en } from "./messages/en";
import { pl, type MessageKey as CoreTextKey } from "./messages/pl";
import { createTranslations } from "./translate";

export const coreMessages: AreaMessages<CoreTextKey> = { pl, en, de };

/** The catalogues of the i18n core, in registration order (the full registry starts with them). */
export const I18N_CATALOGUES = [
  coreMessages,
  apiMessages,
  mailMessages,
  orderMailMessages,
  returnDecisionMailMessages,
  cancelMailMessages,
] as const;

export const { languages, messagesFor, translator, pickMessages } =
  createTranslations(I18N_CATALOGUES);
