/** The last top categories of the tree (categories.ts): sports, garden, delicatessen, toys, outlet. */
import type { TopDef } from "./categories.ts";
import { t3 } from "./lang.ts";

export const CATEGORIES_LEISURE: TopDef[] = [
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
