/** Messages of the account area: activation (spec 2 §2 Activation). */
import { defineMessages } from "../../i18n/define";

export const accountMessages = defineMessages({
  "activation.title": "Aktywacja konta",
  "activation.done": "Konto jest już aktywne lub zostało aktywowane.",
  "activation.doneText": "Możesz się zalogować i robić zakupy.",
  "activation.login": "Zaloguj się",
  "activation.notFound": "Nie znaleziono linku aktywacyjnego.",
  "activation.notFoundText": "Sprawdź, czy link z wiadomości został skopiowany w całości.",
  "activation.home": "Strona główna",
})({
  en: {
    "activation.title": "Account activation",
    "activation.done": "The account is already active or has been activated.",
    "activation.doneText": "You can log in and shop.",
    "activation.login": "Log in",
    "activation.notFound": "The activation link was not found.",
    "activation.notFoundText": "Check that the link from the message was copied whole.",
    "activation.home": "Home page",
  },
  de: {
    "activation.title": "Kontoaktivierung",
    "activation.done": "Das Konto ist bereits aktiv oder wurde aktiviert.",
    "activation.doneText": "Sie können sich anmelden und einkaufen.",
    "activation.login": "Anmelden",
    "activation.notFound": "Der Aktivierungslink wurde nicht gefunden.",
    "activation.notFoundText":
      "Prüfen Sie, ob der Link aus der Nachricht vollständig kopiert wurde.",
    "activation.home": "Startseite",
  },
});
