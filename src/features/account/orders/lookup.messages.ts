/**
 * What the guest order lookup (`/login/order`) says at a field it cannot take (issue 44 item 7):
 * the server without script, the step's script as soon as the inactive button is pressed.
 */
import { defineMessages } from "../../../i18n/define";

export const lookupMessages = defineMessages({
  "lookup.emailRequired": "Podaj adres e-mail.",
  "lookup.emailInvalid": "Podaj poprawny adres e-mail, np. jan@example.com.",
  "lookup.noRequired": "Podaj numer zamówienia.",
  "lookup.noInvalid": "Numer zamówienia jest za długi.",
  "lookup.codeRequired": "Podaj 6-znakowy kod z wiadomości.",
  "lookup.codeInvalid6": "Kod ma 6 znaków: litery i cyfry.",
})({
  en: {
    "lookup.emailRequired": "Enter your e-mail address.",
    "lookup.emailInvalid": "Enter a valid e-mail address, e.g. jan@example.com.",
    "lookup.noRequired": "Enter the order number.",
    "lookup.noInvalid": "The order number is too long.",
    "lookup.codeRequired": "Enter the 6-character code from the message.",
    "lookup.codeInvalid6": "The code has 6 characters: letters and digits.",
  },
  de: {
    "lookup.emailRequired": "Geben Sie Ihre E-Mail-Adresse ein.",
    "lookup.emailInvalid": "Geben Sie eine gültige E-Mail-Adresse ein, z. B. jan@example.com.",
    "lookup.noRequired": "Geben Sie die Bestellnummer ein.",
    "lookup.noInvalid": "Die Bestellnummer ist zu lang.",
    "lookup.codeRequired": "Geben Sie den 6-stelligen Code aus der Nachricht ein.",
    "lookup.codeInvalid6": "Der Code hat 6 Zeichen: Buchstaben und Ziffern.",
  },
});
