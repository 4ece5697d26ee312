/** Texts of the contact form (spec 2 §4, §5, §8; issue 13). */
import { defineMessages } from "../../i18n/define";

export const contactMessages = defineMessages({
  "contact.title": "Napisz do nas",
  "contact.name": "Imię i nazwisko",
  "contact.email": "E-mail",
  "contact.number": "Numer zamówienia lub telefonu (opcjonalnie)",
  "contact.msg": "Wiadomość",
  "contact.send": "Wyślij wiadomość",
  "contact.invalid": "Uzupełnij to pole poprawnie.",
  "contact.sent": "Dziękujemy! Wiadomość dotarła, odpowiemy najszybciej, jak to możliwe.",
  "contact.failed": "Nie udało się wysłać wiadomości. Spróbuj ponownie.",
  "contact.reload": "Odśwież stronę",
})({
  en: {
    "contact.title": "Write to us",
    "contact.name": "Name",
    "contact.email": "E-mail",
    "contact.number": "Order or phone number (optional)",
    "contact.msg": "Message",
    "contact.send": "Send the message",
    "contact.invalid": "Fill in this field correctly.",
    "contact.sent": "Thank you! Your message has arrived; we will answer as soon as we can.",
    "contact.failed": "The message could not be sent. Please try again.",
    "contact.reload": "Reload the page",
  },
  de: {
    "contact.title": "Schreiben Sie uns",
    "contact.name": "Name",
    "contact.email": "E-Mail",
    "contact.number": "Bestell- oder Telefonnummer (optional)",
    "contact.msg": "Nachricht",
    "contact.send": "Nachricht senden",
    "contact.invalid": "Füllen Sie dieses Feld korrekt aus.",
    "contact.sent": "Danke! Ihre Nachricht ist angekommen; wir antworten so schnell wie möglich.",
    "contact.failed": "Die Nachricht konnte nicht gesendet werden. Bitte erneut versuchen.",
    "contact.reload": "Seite neu laden",
  },
});
