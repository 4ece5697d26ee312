/** Texts of the owner's decisions a customer sees on a return (issue 31): why it was rejected, what was received and given back. */
import { defineMessages } from "../../i18n/define";

export const returnDecisionMessages = defineMessages({
  "returns.rejectedBecause": "Powód odrzucenia: {reason}",
  "returns.receivedCount": "otrzymaliśmy {count} szt.",
  "returns.refunded": "Zwróciliśmy {amount}.",
  "returns.refundPending": "Zwrot rozliczony: {amount} jest w drodze do Ciebie.",
})({
  en: {
    "returns.rejectedBecause": "Why it was rejected: {reason}",
    "returns.receivedCount": "{count} pcs received",
    "returns.refunded": "We have given back {amount}.",
    "returns.refundPending": "Return settled: {amount} is on its way to you.",
  },
  de: {
    "returns.rejectedBecause": "Grund der Ablehnung: {reason}",
    "returns.receivedCount": "{count} Stk. erhalten",
    "returns.refunded": "Wir haben {amount} erstattet.",
    "returns.refundPending": "Rücksendung abgerechnet: {amount} ist auf dem Weg zu Ihnen.",
  },
});
