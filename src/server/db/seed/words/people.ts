/** The demo shoppers' names and the texts of their opinions. */
import type { SeedLang } from "./lang.ts";

export const FIRST_NAMES = [
  "Anna",
  "Piotr",
  "Katarzyna",
  "Tomasz",
  "Magdalena",
  "Paweł",
  "Agnieszka",
  "Michał",
  "Joanna",
  "Krzysztof",
  "Ewa",
  "Marcin",
  "Zofia",
  "Łukasz",
  "Małgorzata",
  "Jakub",
  "Emily",
  "John",
  "Hannah",
  "Lukas",
];
export const LAST_NAMES = [
  "Nowak",
  "Kowalska",
  "Wiśniewski",
  "Wójcik",
  "Kamińska",
  "Lewandowski",
  "Zielińska",
  "Szymański",
  "Woźniak",
  "Dąbrowska",
  "Smith",
  "Brown",
  "Müller",
  "Schmidt",
];

/** Opinion texts per rating bucket: [1-2, 3, 4-5]. */
export const OPINION_TEXTS: Record<SeedLang, [string[], string[], string[]]> = {
  pl: [
    ["Niestety produkt nie spełnił moich oczekiwań.", "Słaba jakość wykonania, odradzam."],
    ["Produkt w porządku, ale bez rewelacji.", "Cena adekwatna do jakości."],
    [
      "Świetny produkt, polecam!",
      "Bardzo szybka wysyłka i solidne wykonanie.",
      "Zgodny z opisem, jestem zadowolona.",
      "Kupuję już drugi raz, rewelacja.",
    ],
  ],
  en: [
    ["Unfortunately it did not meet my expectations.", "Poor build quality, would not recommend."],
    ["Decent product, nothing special.", "Fair value for the price."],
    [
      "Great product, highly recommended!",
      "Very fast delivery and solid build.",
      "Exactly as described, very happy.",
      "My second purchase, excellent.",
    ],
  ],
  de: [
    [
      "Leider hat es meine Erwartungen nicht erfüllt.",
      "Schlechte Verarbeitung, nicht empfehlenswert.",
    ],
    ["Ordentliches Produkt, nichts Besonderes.", "Preis-Leistung passt."],
    [
      "Tolles Produkt, sehr zu empfehlen!",
      "Sehr schnelle Lieferung und solide Verarbeitung.",
      "Wie beschrieben, sehr zufrieden.",
      "Schon mein zweiter Kauf, ausgezeichnet.",
    ],
  ],
};
