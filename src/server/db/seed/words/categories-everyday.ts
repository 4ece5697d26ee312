/** The first top categories of the tree (categories.ts): home, clothing, footwear, electronics. */
import type { TopDef } from "./categories.ts";
import { t3 } from "./lang.ts";

export const CATEGORIES_EVERYDAY: TopDef[] = [
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
];
