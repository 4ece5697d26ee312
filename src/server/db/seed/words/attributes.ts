/** Attributes and their values: colours, sizes, capacities, weights, powers, materials. */
import { t3 } from "./lang.ts";
import type { T3 } from "./lang.ts";

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
