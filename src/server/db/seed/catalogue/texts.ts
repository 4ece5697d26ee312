/**
 * A product's texts in every language: its name by its type (a gift card's value, a set, an
 * e-book or course, a noun of its category with a model and series), its url (the slug and its
 * id) and its description sections (what it is, its specification, shipping).
 */
import type {
  DescriptionSection,
  ProductType,
} from "../../../../domain/catalogue/catalogue.types.ts";
import type { Rng } from "../prng.ts";
import { slugify } from "../slug.ts";
import {
  ATTRIBUTE_NAMES,
  DESCRIPTION_SENTENCES,
  DESCRIPTION_TITLES,
  LANGS,
  SHIPPING_TEXT,
  t3,
} from "../words.ts";
import type { SeedLang, T3 } from "../words.ts";
import type { SeedCategory } from "./types.ts";

const GIFT_VALUES = [50, 100, 200];

export interface NameInput {
  id: number;
  type: ProductType;
  cat: SeedCategory;
  model: string;
  series: string;
}

/** Draws a product's name; its url follows from it. */
export function productName(rng: Rng, input: NameInput): { name: T3; url: T3 } {
  const { id, type, cat, model, series } = input;
  let name: T3;
  if (type === "gift_card") {
    const v = GIFT_VALUES[(id - 13) % 3] ?? 100 * Math.floor(id / 20000);
    name = t3(`Karta podarunkowa ${v} zł`, `Gift card ${v} zł`, `Geschenkkarte ${v} zł`);
  } else if (type === "set") {
    name = t3(`Zestaw ${model} ${series}`, `${model} set ${series}`, `Set ${model} ${series}`);
  } else if (type === "set_creator") {
    name = t3(
      `Skomponuj zestaw ${model} ${series}`,
      `Build your ${model} set ${series}`,
      `Stelle dein ${model}-Set zusammen ${series}`,
    );
  } else if (type === "electronic") {
    const noun = rng.pick([
      t3("E-book", "E-book", "E-Book"),
      t3("Kurs online", "Online course", "Online-Kurs"),
    ]);
    const topic = rng.pick(cat.nouns);
    name = t3(
      `${noun.pl}: ${topic.pl} ${model} od podstaw`,
      `${noun.en}: ${topic.en} ${model} basics`,
      `${noun.de}: ${topic.de} ${model} Grundlagen`,
    );
  } else {
    const noun = rng.pick(cat.nouns);
    name = t3(
      `${noun.pl} ${model} ${series}`,
      `${noun.en} ${model} ${series}`,
      `${noun.de} ${model} ${series}`,
    );
  }
  const url = {
    pl: `${slugify(name.pl)}-${id}`,
    en: `${slugify(name.en)}-${id}`,
    de: `${slugify(name.de)}-${id}`,
  };
  return { name, url };
}

/** Draws the description: two sentences, at times a specification and shipping. */
export function description(
  rng: Rng,
  name: T3,
  materialText: T3 | null,
  extra: string,
): Record<SeedLang, DescriptionSection[]> {
  const s = rng.sample(DESCRIPTION_SENTENCES, 2);
  const withSpec = rng.chance(0.6);
  const withShipping = rng.chance(0.3);
  const out = {} as Record<SeedLang, DescriptionSection[]>;
  for (const l of LANGS) {
    const sections: DescriptionSection[] = [
      {
        title: DESCRIPTION_TITLES.description[l],
        text: `<p><strong>${name[l]}</strong>. ${s.map((x) => x[l]).join(" ")}</p>`,
      },
    ];
    if (withSpec && (materialText || extra)) {
      const rows: string[] = [];
      if (materialText) rows.push(`<li>${ATTRIBUTE_NAMES.material[l]}: ${materialText[l]}</li>`);
      if (extra) rows.push(`<li>${ATTRIBUTE_NAMES.power[l]}: ${extra}</li>`);
      sections.push({
        title: DESCRIPTION_TITLES.specification[l],
        text: `<ul>${rows.join("")}</ul>`,
      });
    }
    if (withShipping)
      sections.push({ title: DESCRIPTION_TITLES.shipping[l], text: SHIPPING_TEXT[l] });
    out[l] = sections;
  }
  return out;
}
