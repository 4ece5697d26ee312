/**
 * Texts of the account e-mails (activation, welcome and password reset), in the shopper's
 * language. They live in the i18n core because the server sends them.
 */
import { defineMessages } from "../define";

export const mailMessages = defineMessages({
  "mail.activation.subject": "Aktywuj konto w sklepie {shop}",
  "mail.activation.text":
    "Dzień dobry {name},\n\ndziękujemy za rejestrację w sklepie {shop}. Aby aktywować konto, otwórz link:\n{link}\n\nJeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.",
  "mail.activation.button": "Aktywuj konto",
  "mail.reset.subject": "Nowe hasło w sklepie {shop}",
  "mail.reset.text":
    "Dzień dobry {name},\n\nktoś poprosił o nowe hasło do konta {email}. Aby je ustawić, otwórz w ciągu godziny link:\n{link}\n\nJeśli to nie Ty, zignoruj tę wiadomość: hasło się nie zmieni.",
  "mail.reset.button": "Ustaw nowe hasło",
  "mail.welcome.subject": "Witamy w sklepie {shop}",
  "mail.welcome.text":
    "Dzień dobry {name},\n\nTwoje konto jest aktywne. Zaloguj się adresem {email}, aby śledzić zamówienia i zapisać dane do wysyłki.",
  "mail.orderCode.subject": "Kod do zamówienia {no} w sklepie {shop}",
  "mail.orderCode.text":
    "Dzień dobry,\n\nTwój jednorazowy kod do podglądu zamówienia {no}: {code}\n\nKod jest ważny 15 minut. Jeśli to nie Ty, zignoruj tę wiadomość.",
  "mail.order.subject": "Zamówienie {no} w sklepie {shop}",
  "newsletter.mail.subject": "Newsletter sklepu {shop}",
  "newsletter.mail.welcome":
    "Dzień dobry,\n\ndziękujemy za zapisanie się do newslettera sklepu {shop}. Będziemy pisać o promocjach i nowościach.",
  "newsletter.mail.unsubscribe": "Wypisz się z newslettera",
  "contact.mail.subject": "Wiadomość z formularza kontaktowego od {name}",
  "contact.mail.text": "Od: {name} <{email}>\nNumer: {number}\n\n{msg}",
})({
  en: {
    "mail.activation.subject": "Activate your account at {shop}",
    "mail.activation.text":
      "Hello {name},\n\nthank you for registering at {shop}. To activate your account, open this link:\n{link}\n\nIf you did not create an account, ignore this message.",
    "mail.activation.button": "Activate account",
    "mail.reset.subject": "A new password at {shop}",
    "mail.reset.text":
      "Hello {name},\n\nsomebody asked for a new password for the account {email}. To set it, open this link within an hour:\n{link}\n\nIf it was not you, ignore this message: the password stays as it is.",
    "mail.reset.button": "Set a new password",
    "mail.welcome.subject": "Welcome to {shop}",
    "mail.welcome.text":
      "Hello {name},\n\nyour account is active. Log in with {email} to follow your orders and keep your delivery details.",
    "mail.orderCode.subject": "Code for order {no} at {shop}",
    "mail.orderCode.text":
      "Hello,\n\nyour one-time code to see order {no}: {code}\n\nThe code is valid for 15 minutes. If this was not you, ignore this message.",
    "mail.order.subject": "Order {no} at {shop}",
    "newsletter.mail.subject": "{shop} newsletter",
    "newsletter.mail.welcome":
      "Hello,\n\nthank you for subscribing to the {shop} newsletter. We will write about deals and new products.",
    "newsletter.mail.unsubscribe": "Unsubscribe from the newsletter",
    "contact.mail.subject": "Contact form message from {name}",
    "contact.mail.text": "From: {name} <{email}>\nNumber: {number}\n\n{msg}",
  },
  de: {
    "mail.activation.subject": "Aktivieren Sie Ihr Konto bei {shop}",
    "mail.activation.text":
      "Guten Tag {name},\n\nvielen Dank für Ihre Registrierung bei {shop}. Um Ihr Konto zu aktivieren, öffnen Sie diesen Link:\n{link}\n\nWenn Sie kein Konto angelegt haben, ignorieren Sie diese Nachricht.",
    "mail.activation.button": "Konto aktivieren",
    "mail.reset.subject": "Neues Passwort bei {shop}",
    "mail.reset.text":
      "Guten Tag {name},\n\njemand hat ein neues Passwort für das Konto {email} angefordert. Um es festzulegen, öffnen Sie innerhalb einer Stunde diesen Link:\n{link}\n\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht: Das Passwort bleibt unverändert.",
    "mail.reset.button": "Neues Passwort festlegen",
    "mail.welcome.subject": "Willkommen bei {shop}",
    "mail.welcome.text":
      "Guten Tag {name},\n\nIhr Konto ist aktiv. Melden Sie sich mit {email} an, um Ihre Bestellungen zu verfolgen und Ihre Lieferdaten zu speichern.",
    "mail.orderCode.subject": "Code für Bestellung {no} bei {shop}",
    "mail.orderCode.text":
      "Guten Tag,\n\nIhr Einmalcode für die Bestellung {no}: {code}\n\nDer Code gilt 15 Minuten. Wenn Sie das nicht waren, ignorieren Sie diese Nachricht.",
    "mail.order.subject": "Bestellung {no} bei {shop}",
    "newsletter.mail.subject": "Newsletter von {shop}",
    "newsletter.mail.welcome":
      "Guten Tag,\n\nvielen Dank für Ihre Anmeldung zum Newsletter von {shop}. Wir schreiben über Angebote und Neuheiten.",
    "newsletter.mail.unsubscribe": "Vom Newsletter abmelden",
    "contact.mail.subject": "Nachricht aus dem Kontaktformular von {name}",
    "contact.mail.text": "Von: {name} <{email}>\nNummer: {number}\n\n{msg}",
  },
});
