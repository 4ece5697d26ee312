import { describe, expect, it } from "vitest";
import type { Attribute, Product } from "./catalogue.types";
import {
  buildPickerEntries,
  chooseValue,
  parseVariantPreset,
  variantForSelection,
} from "./variant-picker";

const v = (hash: string, count: number) => ({
  hash,
  count,
  locked: 0,
  attributes: hash.split(",").map((p) => {
    const [id, value] = p.split(";");
    return { id: id ?? "", value: value ?? "" };
  }),
});

const product: Pick<Product, "variants" | "options"> = {
  variants: [v("1;a,2;s", 3), v("1;a,2;m", 0), v("1;b,2;m", 2)],
  options: { view: {} },
};
const attributes: Attribute[] = [
  {
    _id: "1",
    name: { en: "Colour" },
    type: "image",
    values: [
      { id: "b", text: { en: "Blue" }, image: "#00f" },
      { id: "a", text: { en: "Red" }, image: "#f00" },
    ],
  },
  {
    _id: "2",
    name: { en: "Size" },
    type: "text",
    values: [
      { id: "s", text: { en: "S" } },
      { id: "m", text: { en: "M" } },
      { id: "l", text: { en: "L" } },
    ],
  },
];

describe("buildPickerEntries", () => {
  it("lists attributes in hash order and only values used by variants", () => {
    const entries = buildPickerEntries({ product, attributes, lang: "en", selection: {} });
    expect(entries.map((e) => [e.name, e.type])).toEqual([
      ["Colour", "image"],
      ["Size", "text"],
    ]);
    expect(entries[1]?.values.map((x) => x.text)).toEqual(["S", "M"]);
    expect(entries[0]?.values[0]).toMatchObject({ text: "Blue", image: "#00f" });
  });
  it("disables values that do not combine with the choice and marks sold-out ones unavailable", () => {
    const entries = buildPickerEntries({
      product,
      attributes,
      lang: "en",
      selection: { "1": "b" },
    });
    const size = entries[1]?.values ?? [];
    expect(size.find((x) => x.id === "s")).toMatchObject({ disabled: true, available: false });
    expect(size.find((x) => x.id === "m")).toMatchObject({ disabled: false, available: true });
    const red = buildPickerEntries({ product, attributes, lang: "en", selection: { "1": "a" } });
    expect(red[1]?.values.find((x) => x.id === "m")).toMatchObject({
      disabled: false,
      available: false,
    });
  });
  it("preorder makes sold-out values available", () => {
    const entries = buildPickerEntries({
      product,
      attributes,
      lang: "en",
      selection: { "1": "a" },
      preorder: true,
    });
    expect(entries[1]?.values.find((x) => x.id === "m")?.available).toBe(true);
  });
  it("overrideVariantsOrder puts the listed values first", () => {
    const entries = buildPickerEntries({
      product: { ...product, options: { view: { overrideVariantsOrder: ["2;m", "a"] } } },
      attributes,
      lang: "en",
      selection: {},
    });
    expect(entries[0]?.values.map((x) => x.id)).toEqual(["a", "b"]);
    expect(entries[1]?.values.map((x) => x.id)).toEqual(["m", "s"]);
  });
});

describe("selection", () => {
  it("a full selection finds its variant; a partial one none", () => {
    expect(variantForSelection(product, { "1": "b", "2": "m" })?.hash).toBe("1;b,2;m");
    expect(variantForSelection(product, { "1": "b" })).toBeUndefined();
  });
  it("choosing a value drops other choices that no longer combine", () => {
    expect(chooseValue(product, { "1": "a", "2": "s" }, "1", "b")).toEqual({ "1": "b" });
    expect(chooseValue(product, { "1": "a", "2": "m" }, "1", "b")).toEqual({ "1": "b", "2": "m" });
  });
  it("an unknown value changes nothing", () => {
    expect(chooseValue(product, { "1": "a" }, "1", "zzz")).toEqual({ "1": "a" });
  });
  it("vr presets an exact variant hash and ignores anything else", () => {
    expect(parseVariantPreset(product, "1;b,2;m")).toEqual({ "1": "b", "2": "m" });
    expect(parseVariantPreset(product, "1;b,2;s")).toBeNull();
    expect(parseVariantPreset(product, "<script>")).toBeNull();
    expect(parseVariantPreset(product, "x".repeat(600))).toBeNull();
    expect(parseVariantPreset(product, null)).toBeNull();
  });
});
