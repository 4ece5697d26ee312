/**
 * Texts of the e-mails the owner's decisions about a return send (issue 31): accepted,
 * rejected with the owner's reason, settled with the money given back and where it went; in
 * the order's language. They live in the i18n core because the server sends them.
 */
import { defineMessages } from "../define";

export const returnDecisionMailMessages = defineMessages({
  "returnDecision.accepted.subject": "Zwrot {no} został przyjęty",
  "returnDecision.accepted.intro":
    "Dzień dobry,\n\nprzyjęliśmy zwrot {no} do zamówienia {order}. Gdy paczka do nas dotrze, rozliczymy zwrot i oddamy pieniądze.",
  "returnDecision.rejected.subject": "Zwrot {no} został odrzucony",
  "returnDecision.rejected.intro":
    "Dzień dobry,\n\nniestety nie możemy przyjąć zwrotu {no} do zamówienia {order}.",
  "returnDecision.rejected.reason": "Powód: {reason}",
  "returnDecision.settled.subject": "Zwrot {no} został rozliczony",
  "returnDecision.settled.intro":
    "Dzień dobry,\n\nrozliczyliśmy zwrot {no} do zamówienia {order}. Oddajemy {amount}.",
  "returnDecision.settled.provider": "{amount} wraca tą samą drogą, którą zapłacono.",
  "returnDecision.settled.card": "{amount} wraca na kartę podarunkową {code}.",
  "returnDecision.settled.manual": "{amount} przelejemy na Twoje konto.",
  "returnDecision.refundSent.subject": "Pieniądze za zwrot {no} zostały wysłane",
  "returnDecision.refundSent.intro":
    "Dzień dobry,\n\nprzelaliśmy {amount} za zwrot {no} do zamówienia {order} na Twoje konto.",
  "returnDecision.follow": "Stan zwrotu sprawdzisz tutaj:",
})({
  en: {
    "returnDecision.accepted.subject": "Return {no} has been accepted",
    "returnDecision.accepted.intro":
      "Hello,\n\nwe have accepted return {no} of order {order}. Once the parcel reaches us, we will settle the return and give the money back.",
    "returnDecision.rejected.subject": "Return {no} has been rejected",
    "returnDecision.rejected.intro":
      "Hello,\n\nunfortunately we cannot accept return {no} of order {order}.",
    "returnDecision.rejected.reason": "Reason: {reason}",
    "returnDecision.settled.subject": "Return {no} has been settled",
    "returnDecision.settled.intro":
      "Hello,\n\nwe have settled return {no} of order {order}. We are giving back {amount}.",
    "returnDecision.settled.provider": "{amount} goes back the way it was paid.",
    "returnDecision.settled.card": "{amount} goes back onto gift card {code}.",
    "returnDecision.settled.manual": "{amount} will be transferred to your account.",
    "returnDecision.refundSent.subject": "The money for return {no} has been sent",
    "returnDecision.refundSent.intro":
      "Hello,\n\nwe have transferred {amount} for return {no} of order {order} to your account.",
    "returnDecision.follow": "Follow the return here:",
  },
  de: {
    "returnDecision.accepted.subject": "Rücksendung {no} wurde angenommen",
    "returnDecision.accepted.intro":
      "Guten Tag,\n\nwir haben die Rücksendung {no} zur Bestellung {order} angenommen. Sobald das Paket bei uns ist, rechnen wir sie ab und erstatten das Geld.",
    "returnDecision.rejected.subject": "Rücksendung {no} wurde abgelehnt",
    "returnDecision.rejected.intro":
      "Guten Tag,\n\nleider können wir die Rücksendung {no} zur Bestellung {order} nicht annehmen.",
    "returnDecision.rejected.reason": "Grund: {reason}",
    "returnDecision.settled.subject": "Rücksendung {no} wurde abgerechnet",
    "returnDecision.settled.intro":
      "Guten Tag,\n\nwir haben die Rücksendung {no} zur Bestellung {order} abgerechnet. Wir erstatten {amount}.",
    "returnDecision.settled.provider": "{amount} geht auf dem Weg zurück, auf dem bezahlt wurde.",
    "returnDecision.settled.card": "{amount} geht auf die Geschenkkarte {code} zurück.",
    "returnDecision.settled.manual": "{amount} überweisen wir auf Ihr Konto.",
    "returnDecision.refundSent.subject": "Das Geld für die Rücksendung {no} wurde überwiesen",
    "returnDecision.refundSent.intro":
      "Guten Tag,\n\nwir haben {amount} für die Rücksendung {no} zur Bestellung {order} auf Ihr Konto überwiesen.",
    "returnDecision.follow": "Den Stand der Rücksendung sehen Sie hier:",
  },
});

export type ReturnDecisionMailKey = keyof typeof returnDecisionMailMessages.pl;
