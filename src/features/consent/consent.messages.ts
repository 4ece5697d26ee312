/** Texts of the cookie bar, its settings and the data-protection information (spec 2 §2, §4). */
import { defineMessages } from "../../i18n/define";

export const consentMessages = defineMessages({
  "consent.text":
    "Używamy plików cookie: niezbędnych do działania sklepu oraz, za Twoją zgodą, analitycznych i marketingowych.",
  "consent.acceptAll": "Akceptuję wszystkie",
  "consent.necessary": "Tylko niezbędne",
  "consent.settings": "Ustawienia",
  "consent.settingsTitle": "Ustawienia plików cookie",
  "consent.necessaryTitle": "Niezbędne (zawsze włączone)",
  "consent.necessaryText": "Koszyk, logowanie, język i waluta. Bez nich sklep nie działa.",
  "consent.otherTitle": "Analityczne",
  "consent.otherText": "Pomagają nam zrozumieć, jak korzystasz ze sklepu.",
  "consent.marketingTitle": "Marketingowe",
  "consent.marketingText": "Pozwalają pokazywać Ci dopasowane reklamy.",
  "consent.save": "Zapisz wybór",
  "consent.close": "Zamknij",
  "consent.footerLink": "Ustawienia cookies",
  "consent.privacyLink": "Ochrona danych",
  "privacy.title": "Ochrona danych osobowych",
  "privacy.controller": "Administratorem Twoich danych jest {name}, {address}. Kontakt: {email}.",
  "privacy.purposes":
    "Przetwarzamy dane, aby realizować zamówienia, prowadzić konto, odpowiadać na wiadomości i — za zgodą — wysyłać newsletter oraz mierzyć ruch.",
  "privacy.rights":
    "Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia, sprzeciwu i cofnięcia zgody oraz skargi do organu nadzorczego.",
  "privacy.more": "Polityka prywatności",
  "popup.label": "Komunikat sklepu",
})({
  en: {
    "consent.text":
      "We use cookies: the necessary ones to run the shop and, with your consent, analytics and marketing ones.",
    "consent.acceptAll": "Accept all",
    "consent.necessary": "Only necessary",
    "consent.settings": "Settings",
    "consent.settingsTitle": "Cookie settings",
    "consent.necessaryTitle": "Necessary (always on)",
    "consent.necessaryText":
      "Basket, login, language and currency. The shop does not work without them.",
    "consent.otherTitle": "Analytics",
    "consent.otherText": "They help us understand how you use the shop.",
    "consent.marketingTitle": "Marketing",
    "consent.marketingText": "They let us show you relevant ads.",
    "consent.save": "Save my choice",
    "consent.close": "Close",
    "consent.footerLink": "Cookie settings",
    "consent.privacyLink": "Data protection",
    "privacy.title": "Personal data protection",
    "privacy.controller": "Your data is controlled by {name}, {address}. Contact: {email}.",
    "privacy.purposes":
      "We process data to fulfil orders, keep your account, answer messages and — with your consent — send the newsletter and measure traffic.",
    "privacy.rights":
      "You have the right to access, rectify and erase your data, to restrict and object to processing, to data portability, to withdraw consent and to complain to the supervisory authority.",
    "privacy.more": "Privacy policy",
    "popup.label": "Message from the shop",
  },
  de: {
    "consent.text":
      "Wir verwenden Cookies: notwendige für den Shop und, mit Ihrer Einwilligung, Analyse- und Marketing-Cookies.",
    "consent.acceptAll": "Alle akzeptieren",
    "consent.necessary": "Nur notwendige",
    "consent.settings": "Einstellungen",
    "consent.settingsTitle": "Cookie-Einstellungen",
    "consent.necessaryTitle": "Notwendig (immer aktiv)",
    "consent.necessaryText":
      "Warenkorb, Anmeldung, Sprache und Währung. Ohne sie funktioniert der Shop nicht.",
    "consent.otherTitle": "Analyse",
    "consent.otherText": "Sie helfen uns zu verstehen, wie Sie den Shop nutzen.",
    "consent.marketingTitle": "Marketing",
    "consent.marketingText": "Sie ermöglichen passende Werbung.",
    "consent.save": "Auswahl speichern",
    "consent.close": "Schließen",
    "consent.footerLink": "Cookie-Einstellungen",
    "consent.privacyLink": "Datenschutz",
    "privacy.title": "Schutz personenbezogener Daten",
    "privacy.controller": "Verantwortlich für Ihre Daten ist {name}, {address}. Kontakt: {email}.",
    "privacy.purposes":
      "Wir verarbeiten Daten, um Bestellungen auszuführen, Ihr Konto zu führen, Nachrichten zu beantworten und — mit Einwilligung — den Newsletter zu senden und Besuche zu messen.",
    "privacy.rights":
      "Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit, Widerspruch, Widerruf der Einwilligung und Beschwerde bei der Aufsichtsbehörde.",
    "privacy.more": "Datenschutzerklärung",
    "popup.label": "Mitteilung des Shops",
  },
});
