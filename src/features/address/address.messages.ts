/**
 * What is wrong with an address or checkout field (issue 29 item 5): one text per problem
 * (domain/address/problems.ts), shared by the order details step and the account form.
 */
import { defineMessages } from "../../i18n/define";

export const addressMessages = defineMessages({
  "field.required": "Uzupełnij to pole.",
  "field.twoWords": "Podaj imię i nazwisko.",
  "field.tooLong": "Najwyżej {max} znaków.",
  "field.postCode": "Kod pocztowy w formacie {format}",
  "field.postCodeAny": "Nieprawidłowy kod pocztowy.",
  "field.postCodeArea": "Wybrana dostawa nie obsługuje tego kodu pocztowego.",
  "field.phone": "Podaj prawidłowy numer telefonu, np. 600 100 200 lub +49 30 1234567.",
  "field.phonePl": "Podaj polski numer telefonu: 9 cyfr, np. 600 100 200.",
  "field.email": "Podaj prawidłowy adres e-mail.",
  "field.emailMismatch": "Adresy e-mail się różnią.",
  "field.nip":
    "NIP to 10 cyfr z poprawną cyfrą kontrolną; numer VAT UE zacznij od kodu kraju, np. DE123456789.",
  "field.vat": "Numer VAT UE w formacie {format}",
  "field.taxNumber": "Nieprawidłowy numer podatkowy.",
  "field.country": "Wybierz kraj.",
  "field.invalid": "Popraw to pole.",
})({
  en: {
    "field.required": "Fill in this field.",
    "field.twoWords": "Enter your first name and surname.",
    "field.tooLong": "At most {max} characters.",
    "field.postCode": "Post code in the format {format}",
    "field.postCodeAny": "This post code is not valid.",
    "field.postCodeArea": "The chosen delivery does not reach this post code.",
    "field.phone": "Enter a valid phone number, e.g. 600 100 200 or +49 30 1234567.",
    "field.phonePl": "Enter a Polish phone number: 9 digits, e.g. 600 100 200.",
    "field.email": "Enter a valid e-mail address.",
    "field.emailMismatch": "The e-mail addresses differ.",
    "field.nip":
      "A NIP has 10 digits with a correct check digit; start an EU VAT id with its country code, e.g. DE123456789.",
    "field.vat": "EU VAT number in the format {format}",
    "field.taxNumber": "This tax number is not valid.",
    "field.country": "Choose a country.",
    "field.invalid": "Correct this field.",
  },
  de: {
    "field.required": "Bitte füllen Sie dieses Feld aus.",
    "field.twoWords": "Bitte Vor- und Nachnamen angeben.",
    "field.tooLong": "Höchstens {max} Zeichen.",
    "field.postCode": "Postleitzahl im Format {format}",
    "field.postCodeAny": "Diese Postleitzahl ist ungültig.",
    "field.postCodeArea": "Die gewählte Lieferung erreicht diese Postleitzahl nicht.",
    "field.phone": "Bitte eine gültige Telefonnummer angeben, z. B. +49 30 1234567.",
    "field.phonePl": "Bitte eine polnische Telefonnummer angeben: 9 Ziffern, z. B. 600 100 200.",
    "field.email": "Bitte eine gültige E-Mail-Adresse angeben.",
    "field.emailMismatch": "Die E-Mail-Adressen stimmen nicht überein.",
    "field.nip":
      "Eine NIP hat 10 Ziffern mit gültiger Prüfziffer; eine USt-IdNr. beginnt mit dem Ländercode, z. B. DE123456789.",
    "field.vat": "USt-IdNr. im Format {format}",
    "field.taxNumber": "Diese Steuernummer ist ungültig.",
    "field.country": "Bitte ein Land wählen.",
    "field.invalid": "Bitte korrigieren Sie dieses Feld.",
  },
});

export const FIELD_KEYS = Object.keys(addressMessages.pl) as (keyof typeof addressMessages.pl)[];

export type FieldMessages = Record<(typeof FIELD_KEYS)[number], string>;
