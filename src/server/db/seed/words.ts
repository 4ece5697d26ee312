/** Vocabulary for the demo data (pl, en, de). */

export const LANGS = ["pl", "en", "de"] as const;
export type SeedLang = (typeof LANGS)[number];
export type T3 = Readonly<Record<SeedLang, string>>;

export const t3 = (pl: string, en: string, de: string): T3 => ({ pl, en, de });

/** Which attribute keys form variants for products of a top category. */
export type VariantKind =
  "colourSize" | "colourShoe" | "colourCapacity" | "colour" | "weight" | "none";

export interface LeafDef {
  name: T3;
  /** Product nouns for this category. */
  nouns: T3[];
  children?: { name: T3; menuHidden?: boolean }[];
  menuHidden?: boolean;
}

export interface TopDef {
  name: T3;
  variants: VariantKind;
  /** Non-variant attribute keys. */
  extra: ("material" | "power")[];
  children: LeafDef[];
  menuHidden?: boolean;
}

export const CATEGORY_TREE: TopDef[] = [
  {
    name: t3("Dom i kuchnia", "Home & Kitchen", "Haus & Küche"),
    variants: "colourCapacity",
    extra: ["material"],
    children: [
      {
        name: t3("Kubki", "Mugs", "Becher"),
        nouns: [t3("Kubek", "Mug", "Becher"), t3("Kubek termiczny", "Travel mug", "Thermobecher")],
        children: [
          { name: t3("Kubki termiczne", "Travel mugs", "Thermobecher") },
          { name: t3("Filiżanki", "Cups", "Tassen") },
        ],
      },
      {
        name: t3("Talerze", "Plates", "Teller"),
        nouns: [t3("Talerz", "Plate", "Teller"), t3("Miska", "Bowl", "Schüssel")],
      },
      {
        name: t3("Garnki", "Pots", "Töpfe"),
        nouns: [t3("Garnek", "Pot", "Topf"), t3("Patelnia", "Frying pan", "Pfanne")],
      },
      {
        name: t3("Dekoracje", "Decorations", "Dekoration"),
        nouns: [
          t3("Wazon", "Vase", "Vase"),
          t3("Świeca", "Candle", "Kerze"),
          t3("Ramka", "Frame", "Rahmen"),
        ],
      },
    ],
  },
  {
    name: t3("Odzież", "Clothing", "Bekleidung"),
    variants: "colourSize",
    extra: ["material"],
    children: [
      {
        name: t3("Koszulki", "T-shirts", "T-Shirts"),
        nouns: [
          t3("Koszulka", "T-shirt", "T-Shirt"),
          t3("Koszulka polo", "Polo shirt", "Poloshirt"),
        ],
        children: [
          { name: t3("Koszulki męskie", "Men's T-shirts", "Herren-T-Shirts") },
          { name: t3("Koszulki damskie", "Women's T-shirts", "Damen-T-Shirts") },
        ],
      },
      {
        name: t3("Bluzy", "Hoodies", "Kapuzenpullover"),
        nouns: [t3("Bluza", "Hoodie", "Kapuzenpullover"), t3("Sweter", "Sweater", "Pullover")],
      },
      {
        name: t3("Spodnie", "Trousers", "Hosen"),
        nouns: [t3("Spodnie", "Trousers", "Hose"), t3("Jeansy", "Jeans", "Jeans")],
      },
      {
        name: t3("Kurtki", "Jackets", "Jacken"),
        nouns: [t3("Kurtka", "Jacket", "Jacke"), t3("Płaszcz", "Coat", "Mantel")],
      },
    ],
  },
  {
    name: t3("Obuwie", "Footwear", "Schuhe"),
    variants: "colourShoe",
    extra: ["material"],
    children: [
      {
        name: t3("Sneakersy", "Sneakers", "Sneaker"),
        nouns: [t3("Sneakersy", "Sneakers", "Sneaker")],
      },
      { name: t3("Sandały", "Sandals", "Sandalen"), nouns: [t3("Sandały", "Sandals", "Sandalen")] },
      { name: t3("Kozaki", "Boots", "Stiefel"), nouns: [t3("Kozaki", "Boots", "Stiefel")] },
      {
        name: t3("Kapcie", "Slippers", "Hausschuhe"),
        nouns: [t3("Kapcie", "Slippers", "Hausschuhe")],
      },
    ],
  },
  {
    name: t3("Elektronika", "Electronics", "Elektronik"),
    variants: "colour",
    extra: ["power"],
    children: [
      {
        name: t3("Słuchawki", "Headphones", "Kopfhörer"),
        nouns: [
          t3("Słuchawki", "Headphones", "Kopfhörer"),
          t3("Słuchawki douszne", "Earbuds", "In-Ear-Kopfhörer"),
        ],
        children: [
          { name: t3("Słuchawki bezprzewodowe", "Wireless headphones", "Kabellose Kopfhörer") },
          {
            name: t3("Słuchawki przewodowe", "Wired headphones", "Kabelgebundene Kopfhörer"),
            menuHidden: true,
          },
        ],
      },
      {
        name: t3("Głośniki", "Speakers", "Lautsprecher"),
        nouns: [t3("Głośnik", "Speaker", "Lautsprecher")],
      },
      {
        name: t3("Ładowarki", "Chargers", "Ladegeräte"),
        nouns: [t3("Ładowarka", "Charger", "Ladegerät")],
      },
      {
        name: t3("Kable", "Cables", "Kabel"),
        nouns: [
          t3("Kabel USB-C", "USB-C cable", "USB-C-Kabel"),
          t3("Przejściówka", "Adapter", "Adapter"),
        ],
      },
    ],
  },
  {
    name: t3("Sport", "Sports", "Sport"),
    variants: "colourSize",
    extra: ["material"],
    children: [
      {
        name: t3("Rowery", "Bikes", "Fahrräder"),
        nouns: [t3("Rower", "Bike", "Fahrrad"), t3("Kask", "Helmet", "Helm")],
      },
      {
        name: t3("Fitness", "Fitness", "Fitnessgeräte"),
        nouns: [
          t3("Mata do ćwiczeń", "Exercise mat", "Trainingsmatte"),
          t3("Hantle", "Dumbbells", "Hanteln"),
        ],
      },
      {
        name: t3("Turystyka", "Hiking", "Wandern"),
        nouns: [t3("Plecak", "Backpack", "Rucksack"), t3("Namiot", "Tent", "Zelt")],
      },
      {
        name: t3("Bidony", "Bottles", "Trinkflaschen"),
        nouns: [t3("Bidon", "Water bottle", "Trinkflasche")],
      },
    ],
  },
  {
    name: t3("Ogród", "Garden", "Garten"),
    variants: "colour",
    extra: ["material"],
    children: [
      {
        name: t3("Narzędzia", "Tools", "Werkzeuge"),
        nouns: [t3("Sekator", "Pruner", "Gartenschere"), t3("Łopata", "Spade", "Spaten")],
      },
      {
        name: t3("Rośliny", "Plants", "Pflanzen"),
        nouns: [t3("Doniczka", "Flower pot", "Blumentopf")],
      },
      {
        name: t3("Meble ogrodowe", "Garden furniture", "Gartenmöbel"),
        nouns: [
          t3("Krzesło ogrodowe", "Garden chair", "Gartenstuhl"),
          t3("Leżak", "Deckchair", "Liegestuhl"),
        ],
      },
      {
        name: t3("Oświetlenie", "Lighting", "Beleuchtung"),
        nouns: [t3("Lampa solarna", "Solar lamp", "Solarlampe")],
      },
    ],
  },
  {
    name: t3("Delikatesy", "Delicatessen", "Feinkost"),
    variants: "weight",
    extra: [],
    children: [
      {
        name: t3("Kawa", "Coffee", "Kaffee"),
        nouns: [t3("Kawa ziarnista", "Coffee beans", "Kaffeebohnen")],
      },
      {
        name: t3("Herbata", "Tea", "Tee"),
        nouns: [t3("Herbata liściasta", "Loose leaf tea", "Loser Tee")],
        children: [
          { name: t3("Herbata zielona", "Green tea", "Grüner Tee") },
          { name: t3("Herbata czarna", "Black tea", "Schwarzer Tee") },
        ],
      },
      { name: t3("Przyprawy", "Spices", "Gewürze"), nouns: [t3("Przyprawa", "Spice", "Gewürz")] },
      {
        name: t3("Słodycze", "Sweets", "Süßigkeiten"),
        nouns: [t3("Czekolada", "Chocolate", "Schokolade")],
      },
    ],
  },
  {
    name: t3("Zabawki", "Toys", "Spielzeug"),
    variants: "none",
    extra: ["material"],
    children: [
      {
        name: t3("Klocki", "Building blocks", "Bausteine"),
        nouns: [t3("Klocki", "Building blocks", "Bausteine")],
      },
      {
        name: t3("Puzzle", "Puzzles", "Puzzles"),
        nouns: [t3("Puzzle", "Jigsaw puzzle", "Puzzle")],
      },
      {
        name: t3("Gry planszowe", "Board games", "Brettspiele"),
        nouns: [t3("Gra planszowa", "Board game", "Brettspiel")],
      },
      {
        name: t3("Pluszaki", "Plush toys", "Plüschtiere"),
        nouns: [t3("Pluszowy miś", "Teddy bear", "Teddybär")],
      },
    ],
  },
  {
    name: t3("Outlet", "Outlet", "Sonderangebote"),
    variants: "colour",
    extra: [],
    menuHidden: true,
    children: [],
  },
];

export const GIFT_CARD_CATEGORY = t3("Karty podarunkowe", "Gift cards", "Geschenkkarten");

export const MODELS = [
  "Nordic",
  "Aurora",
  "Vega",
  "Terra",
  "Luna",
  "Orion",
  "Boreal",
  "Sierra",
  "Atlas",
  "Nova",
  "Polaris",
  "Kappa",
  "Delta",
  "Sigma",
  "Zefir",
  "Mistral",
  "Baltic",
  "Tatra",
  "Karkonosze",
  "Mazury",
  "Solis",
  "Aqua",
  "Forte",
  "Piano",
  "Cielo",
  "Arctic",
  "Ember",
  "Flint",
  "Grove",
  "Harbor",
  "Iris",
  "Juniper",
  "Kestrel",
  "Lumen",
  "Meadow",
  "Nimbus",
  "Opal",
  "Prism",
  "Quartz",
  "Rook",
];

export const MANUFACTURERS = [
  "Zeltra",
  "Novik",
  "Kordex",
  "Bialpol",
  "Mareno",
  "Stalmax",
  "Ravena",
  "Tempo Design",
  "Lumix Home",
  "Auralis",
  "Gorvik",
  "Pelikan Sport",
  "Vistula",
  "Hanza",
  "Orka",
  "Sorelle",
  "Kubiak & Syn",
  "Baltica",
  "Fenrir",
  "Żubr Outdoor",
];

export const COLOURS: { name: T3; hex: string }[] = [
  { name: t3("czarny", "black", "schwarz"), hex: "#1f1f1f" },
  { name: t3("biały", "white", "weiß"), hex: "#f5f5f5" },
  { name: t3("czerwony", "red", "rot"), hex: "#d62828" },
  { name: t3("niebieski", "blue", "blau"), hex: "#1d4ed8" },
  { name: t3("zielony", "green", "grün"), hex: "#2a9d8f" },
  { name: t3("żółty", "yellow", "gelb"), hex: "#f4d35e" },
  { name: t3("szary", "grey", "grau"), hex: "#8d99ae" },
  { name: t3("różowy", "pink", "rosa"), hex: "#f4a6c0" },
];

export const SIZES = ["XS", "S", "M", "L", "XL", "XXL"];
export const SHOE_SIZES = [38, 39, 40, 41, 42, 43, 44, 45];
export const CAPACITIES = [250, 350, 500, 750, 1000];
export const WEIGHTS = [100, 250, 500, 1000];
export const POWERS = [5, 10, 20, 40, 65];

export const MATERIALS: T3[] = [
  t3("bawełna", "cotton", "Baumwolle"),
  t3("poliester", "polyester", "Polyester"),
  t3("ceramika", "ceramic", "Keramik"),
  t3("stal", "steel", "Stahl"),
  t3("drewno", "wood", "Holz"),
  t3("szkło", "glass", "Glas"),
  t3("skóra", "leather", "Leder"),
];

export const ATTRIBUTE_NAMES = {
  colour: t3("Kolor", "Colour", "Farbe"),
  size: t3("Rozmiar", "Size", "Größe"),
  shoe: t3("Rozmiar buta", "Shoe size", "Schuhgröße"),
  capacity: t3("Pojemność (ml)", "Capacity (ml)", "Fassungsvermögen (ml)"),
  weight: t3("Gramatura (g)", "Weight (g)", "Gewicht (g)"),
  material: t3("Materiał", "Material", "Material"),
  power: t3("Moc (W)", "Power (W)", "Leistung (W)"),
} as const;

export const DESCRIPTION_TITLES = {
  description: t3("Opis", "Description", "Beschreibung"),
  specification: t3("Specyfikacja", "Specification", "Technische Daten"),
  shipping: t3("Wysyłka i zwroty", "Shipping and returns", "Versand und Rückgabe"),
};

export const DESCRIPTION_SENTENCES: T3[] = [
  t3(
    "Starannie wykonany produkt, który posłuży na lata.",
    "A carefully made product that will last for years.",
    "Ein sorgfältig gefertigtes Produkt, das jahrelang hält.",
  ),
  t3(
    "Sprawdzi się zarówno w domu, jak i w podróży.",
    "Works equally well at home and on the go.",
    "Eignet sich für zu Hause und unterwegs.",
  ),
  t3(
    "Wyprodukowano z materiałów najwyższej jakości.",
    "Made from the highest quality materials.",
    "Aus hochwertigsten Materialien hergestellt.",
  ),
  t3(
    "Nowoczesny design i wygoda użytkowania.",
    "Modern design and ease of use.",
    "Modernes Design und einfache Handhabung.",
  ),
  t3(
    "Idealny pomysł na prezent dla bliskiej osoby.",
    "A perfect gift idea for someone close.",
    "Eine perfekte Geschenkidee für liebe Menschen.",
  ),
  t3(
    "Łatwy w czyszczeniu i pielęgnacji.",
    "Easy to clean and care for.",
    "Leicht zu reinigen und zu pflegen.",
  ),
  t3(
    "Zaprojektowany w Polsce z myślą o codziennym użytkowaniu.",
    "Designed in Poland for everyday use.",
    "In Polen für den täglichen Gebrauch entworfen.",
  ),
  t3(
    "Lekki, trwały i odporny na zarysowania.",
    "Light, durable and scratch resistant.",
    "Leicht, langlebig und kratzfest.",
  ),
];

export const SHIPPING_TEXT = t3(
  "<p>Wysyłka w ciągu 24 godzin. Masz 14 dni na zwrot bez podania przyczyny.</p>",
  "<p>Ships within 24 hours. You have 14 days to return it without giving a reason.</p>",
  "<p>Versand innerhalb von 24 Stunden. 14 Tage Rückgaberecht ohne Angabe von Gründen.</p>",
);

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

/** Polish cities with coordinates (for lockers). */
export const CITIES: { name: string; lat: number; lng: number; postPrefix: string }[] = [
  { name: "Warszawa", lat: 52.2297, lng: 21.0122, postPrefix: "00" },
  { name: "Kraków", lat: 50.0647, lng: 19.945, postPrefix: "30" },
  { name: "Łódź", lat: 51.7592, lng: 19.456, postPrefix: "90" },
  { name: "Wrocław", lat: 51.1079, lng: 17.0385, postPrefix: "50" },
  { name: "Poznań", lat: 52.4064, lng: 16.9252, postPrefix: "60" },
  { name: "Gdańsk", lat: 54.352, lng: 18.6466, postPrefix: "80" },
  { name: "Szczecin", lat: 53.4285, lng: 14.5528, postPrefix: "70" },
  { name: "Bydgoszcz", lat: 53.1235, lng: 18.0084, postPrefix: "85" },
  { name: "Lublin", lat: 51.2465, lng: 22.5684, postPrefix: "20" },
  { name: "Białystok", lat: 53.1325, lng: 23.1688, postPrefix: "15" },
  { name: "Katowice", lat: 50.2649, lng: 19.0238, postPrefix: "40" },
  { name: "Rzeszów", lat: 50.0412, lng: 21.9991, postPrefix: "35" },
];

export const STREETS = [
  "Marszałkowska",
  "Długa",
  "Piotrkowska",
  "Świętojańska",
  "Mickiewicza",
  "Słowackiego",
  "Kościuszki",
  "Grunwaldzka",
  "Jana Pawła II",
  "Polna",
  "Ogrodowa",
  "Lipowa",
];
