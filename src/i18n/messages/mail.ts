/**
 * Texts of the account e-mails (activation and welcome), in the shopper's
 * language. They live in the i18n core because the server sends them.
 */
import { defineMessages } from "../define";

export const mailMessages = defineMessages({
  "mail.activation.subject": "Aktywuj konto w sklepie {shop}",
  "mail.activation.text":
    "Dzień dobry {name},\n\ndziękujemy za rejestrację w sklepie {shop}. Aby aktywować konto, otwórz link:\n{link}\n\nJeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.",
  "mail.activation.button": "Aktywuj konto",
  "mail.welcome.subject": "Witamy w sklepie {shop}",
  "mail.welcome.text":
    "Dzień dobry {name},\n\nTwoje konto jest aktywne. Zaloguj się adresem {email}, aby śledzić zamówienia i zapisać dane do wysyłki.",
})({
  en: {
    "mail.activation.subject": "Activate your account at {shop}",
    "mail.activation.text":
      "Hello {name},\n\nthank you for registering at {shop}. To activate your account, open this link:\n{link}\n\nIf you did not create an account, ignore this message.",
    "mail.activation.button": "Activate account",
    "mail.welcome.subject": "Welcome to {shop}",
    "mail.welcome.text":
      "Hello {name},\n\nyour account is active. Log in with {email} to follow your orders and keep your delivery details.",
  },
  de: {
    "mail.activation.subject": "Aktivieren Sie Ihr Konto bei {shop}",
    "mail.activation.text":
      "Guten Tag {name},\n\nvielen Dank für Ihre Registrierung bei {shop}. Um Ihr Konto zu aktivieren, öffnen Sie diesen Link:\n{link}\n\nWenn Sie kein Konto angelegt haben, ignorieren Sie diese Nachricht.",
    "mail.activation.button": "Konto aktivieren",
    "mail.welcome.subject": "Willkommen bei {shop}",
    "mail.welcome.text":
      "Guten Tag {name},\n\nIhr Konto ist aktiv. Melden Sie sich mit {email} an, um Ihre Bestellungen zu verfolgen und Ihre Lieferdaten zu speichern.",
  },
});
