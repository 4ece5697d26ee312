/**
 * The attributes variants and facets are made of (colour, size, shoe size, capacity, weight,
 * material, power) with their values in every language.
 */
import type { DatabaseSync } from "node:sqlite";
import { swatchUrl } from "../images.ts";
import {
  ATTRIBUTE_NAMES,
  CAPACITIES,
  COLOURS,
  LANGS,
  MATERIALS,
  POWERS,
  SHOE_SIZES,
  SIZES,
  t3,
  WEIGHTS,
} from "../words.ts";
import type { T3 } from "../words.ts";
import { insert, run } from "./sql.ts";
import type { Attr, AttrValue } from "./types.ts";

export function seedAttributes(raw: DatabaseSync): Record<Attr["key"], Attr> {
  const attrStmt = insert(raw, "attributes", ["id", "type", "display", "sort_order"]);
  const attrI18n = insert(raw, "attribute_i18n", ["attribute_id", "lang", "name"]);
  const valStmt = insert(raw, "attribute_values", [
    "id",
    "attribute_id",
    "sort_order",
    "number",
    "image",
    "color",
  ]);
  const valI18n = insert(raw, "attribute_value_i18n", ["value_id", "lang", "text"]);
  let valueId = 1;
  const defs: { key: Attr["key"]; type: Attr["type"]; display: Attr["display"] }[] = [
    { key: "colour", type: "image", display: "list" },
    { key: "size", type: "text", display: "dropdown" },
    { key: "shoe", type: "number", display: "dropdown" },
    { key: "capacity", type: "number", display: "list" },
    { key: "weight", type: "number", display: "list" },
    { key: "material", type: "text", display: "list" },
    { key: "power", type: "number", display: "dropdown" },
  ];
  const out = {} as Record<Attr["key"], Attr>;
  defs.forEach((d, i) => {
    const id = i + 1;
    run(attrStmt, id, d.type, d.display, i);
    for (const l of LANGS) run(attrI18n, id, l, ATTRIBUTE_NAMES[d.key][l]);
    const values: AttrValue[] = [];
    const addValue = (
      text: T3,
      num: number | null,
      image: string | null,
      color: string | null,
    ): void => {
      const v: AttrValue = { id: valueId++, attributeId: id, text };
      if (num !== null) v.number = num;
      run(valStmt, v.id, id, values.length, num, image, color);
      for (const l of LANGS) run(valI18n, v.id, l, text[l]);
      values.push(v);
    };
    if (d.key === "colour")
      for (const c of COLOURS) addValue(c.name, null, swatchUrl(c.hex), c.hex);
    if (d.key === "size") for (const s of SIZES) addValue(t3(s, s, s), null, null, null);
    if (d.key === "shoe")
      for (const s of SHOE_SIZES) addValue(t3(String(s), String(s), String(s)), s, null, null);
    if (d.key === "capacity")
      for (const s of CAPACITIES) addValue(t3(`${s} ml`, `${s} ml`, `${s} ml`), s, null, null);
    if (d.key === "weight")
      for (const s of WEIGHTS) addValue(t3(`${s} g`, `${s} g`, `${s} g`), s, null, null);
    if (d.key === "material") for (const m of MATERIALS) addValue(m, null, null, null);
    if (d.key === "power")
      for (const p of POWERS) addValue(t3(`${p} W`, `${p} W`, `${p} W`), p, null, null);
    out[d.key] = { id, key: d.key, type: d.type, display: d.display, values };
  });
  return out;
}
