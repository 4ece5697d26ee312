/** The demo shop's `Settings` document. */
import type { Settings } from "../../../domain/shop/settings.types.ts";

/** URLs of content pages per language (shared with the menu/footer/pages seed). */
export const PAGE_URLS = {
  about: { pl: "o-nas", en: "about-us", de: "uber-uns" },
  terms: { pl: "regulamin", en: "terms", de: "agb" },
  privacy: { pl: "polityka-prywatnosci", en: "privacy-policy", de: "datenschutz" },
  contact: { pl: "kontakt", en: "contact", de: "kontakt" },
  delivery: { pl: "dostawa", en: "delivery", de: "lieferung" },
  withdrawal: { pl: "odstapienie-od-umowy", en: "right-of-withdrawal", de: "widerruf" },
} as const;

export function buildSettings(): Settings {
  const stripe = (pl: string) => ({
    fixed: false,
    enabled: true,
    html: pl,
    enabled2: false,
    html2: "",
  });
  return {
    baseLang: "pl",
    langs: [
      { code: "pl", name: "Polski", locale: "pl-PL" },
      { code: "en", name: "English", locale: "en-GB" },
      { code: "de", name: "Deutsch", locale: "de-DE" },
    ],
    baseCurrency: "pln",
    currencies: [
      { code: "pln", rate: 1 },
      { code: "eur", rate: 0.23 },
      { code: "usd", rate: 0.25 },
      { code: "gbp", rate: 0.2 },
      { code: "czk", rate: 5.8 },
    ],
    langCurrencyMap: { pl: "pln", en: "gbp", de: "eur" },
    logo: "/images/logo.png",
    shopName: "Demo Sklep",
    indexPageSeo: {
      title: {
        pl: "Demo Sklep – wszystko dla domu, ogrodu i sportu",
        en: "Demo Shop – everything for home, garden and sports",
        de: "Demo Shop – alles für Haus, Garten und Sport",
      },
      metaDescription: {
        pl: "Tysiące produktów w świetnych cenach. Szybka wysyłka i darmowe zwroty.",
        en: "Thousands of products at great prices. Fast shipping and free returns.",
        de: "Tausende Produkte zu tollen Preisen. Schneller Versand und kostenlose Rücksendung.",
      },
    },
    vatCountries: {
      pl: 23,
      de: 19,
      cz: 21,
      fr: 20,
      gb: 20,
      at: 20,
      sk: 23,
      it: 22,
      es: 21,
      nl: 21,
    },
    priceForLoggedUsers: false,
    template: "public/tmpl1",
    defaultPageSize: 24,
    additionalFunctions: {
      nettoBrutto: "brutto",
      addToBasketonList: true,
      showSoldOutOnList: true,
      showVariantsOnList: true,
      showManufacturerOnList: true,
      unifyImageSize: true,
      unifyImagePortrait: false,
      notifyAvailabilityEnabled: true,
      vatPerDeliveryCountry: false,
      imageOptimisation: true,
      hidePriceFilter: false,
      disablePagination: false,
      groupDescriptionPlainHtml: false,
      opinionsEnabled: true,
      returnsDisabled: false,
      companiesOnly: false,
      nipRequired: false,
      registrationFields: { country: true, nip: false, phone: true },
      loyaltyEnabled: true,
      stockValidationDisabled: false,
    },
    buyProcess: { afterBasketAdd: "showBasket" },
    companyDetails: {
      name: "Demo Sklep sp. z o.o.",
      tel: "+48 22 123 45 67",
      email: "sklep@example.com",
      address: "ul. Marszałkowska 10, 00-590 Warszawa",
      details: "NIP 525-000-00-00, KRS 0000000000",
      logo: { pl: "/images/logo.png", en: "/images/logo.png", de: "/images/logo.png" },
    },
    footer: {
      hideBottomBar: false,
      platformLink: "https://example.com/platform",
      columns: [
        {
          title: { pl: "Informacje", en: "Information", de: "Informationen" },
          rows: (["about", "terms", "privacy", "delivery", "withdrawal"] as const).map((k) => ({
            type: "link" as const,
            text: {
              about: { pl: "O nas", en: "About us", de: "Über uns" },
              terms: { pl: "Regulamin", en: "Terms", de: "AGB" },
              privacy: { pl: "Polityka prywatności", en: "Privacy policy", de: "Datenschutz" },
              delivery: { pl: "Dostawa", en: "Delivery", de: "Lieferung" },
              withdrawal: { pl: "Odstąpienie od umowy", en: "Right of withdrawal", de: "Widerruf" },
            }[k],
            url: {
              pl: `/s/${PAGE_URLS[k].pl}`,
              en: `/s/${PAGE_URLS[k].en}`,
              de: `/s/${PAGE_URLS[k].de}`,
            },
          })),
        },
        {
          title: { pl: "Kontakt", en: "Contact", de: "Kontakt" },
          rows: [
            { type: "company" },
            {
              type: "link",
              text: { pl: "Formularz kontaktowy", en: "Contact form", de: "Kontaktformular" },
              url: { pl: "/s/kontakt", en: "/s/contact", de: "/s/kontakt" },
            },
          ],
        },
        {
          title: { pl: "Obserwuj nas", en: "Follow us", de: "Folge uns" },
          rows: [
            {
              type: "social",
              social: [
                { type: "fb", url: "https://facebook.com/example" },
                { type: "ig", url: "https://instagram.com/example" },
                { type: "yb", url: "https://youtube.com/@example" },
                { type: "tw", url: "https://x.com/example" },
                { type: "pi", url: "https://pinterest.com/example" },
                { type: "li", url: "https://linkedin.com/company/example" },
                { type: "ti", url: "https://tiktok.com/@example" },
              ],
            },
            {
              type: "html",
              html: {
                pl: "<p>Płatności: BLIK, karta, przelew, PayPal</p>",
                en: "<p>Payments: BLIK, card, bank transfer, PayPal</p>",
                de: "<p>Zahlungen: BLIK, Karte, Überweisung, PayPal</p>",
              },
            },
          ],
        },
      ],
    },
    cms: {
      fixedMenu: true,
      correctMenuHeight: { desktop: 0, mobile: 0 },
      informationalStripe: {
        pl: stripe("Darmowa dostawa od 200 zł! Kod <b>RABAT10</b> na -10%."),
        en: stripe("Free delivery over 200 zł! Code <b>RABAT10</b> for 10% off."),
        de: stripe("Kostenloser Versand ab 200 zł! Code <b>RABAT10</b> für 10% Rabatt."),
      },
      newsletterVisible: true,
    },
    // The demo takes no real money: online methods go to the embedded test gateway until the
    // owner marks the shop live in /admin/settings (or a payment provider is configured).
    payments: { live: false },
    integrations: {
      instagram: { active: true },
      // A development tracker served by the shop (/dev/tracker.js), so consent gating is testable offline.
      trackers: [
        {
          id: "test-analytics",
          src: "/dev/tracker.js?kind=other",
          consent: "other",
          langs: ["pl", "en", "de"],
        },
        {
          id: "test-pixel",
          src: "/dev/tracker.js?kind=marketing",
          consent: "marketing",
          langs: ["pl"],
        },
      ],
    },
  };
}
