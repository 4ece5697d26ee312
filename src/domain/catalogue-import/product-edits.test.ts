import { describe, expect, it } from "vitest";
import { ArchiveEdit, PriceEdit, readEdit, StockEdit } from "./product-edits";

describe("the owner's edits of a product", () => {
  it("reads a price with a decimal comma", () => {
    expect(readEdit(PriceEdit, { lang: "pl", price: "49,90" })).toEqual({
      ok: true,
      value: { lang: "pl", price: 49.9 },
    });
  });

  it("names the field and the reason of a refused edit", () => {
    expect(readEdit(PriceEdit, { lang: "pl", price: "12.345" })).toEqual({
      ok: false,
      problem: { field: "price", code: "badPrice" },
    });
    expect(readEdit(PriceEdit, { lang: "pl", price: "" })).toEqual({
      ok: false,
      problem: { field: "price", code: "missingPrice" },
    });
    expect(readEdit(StockEdit, { variant: "4", stock: "-2" })).toEqual({
      ok: false,
      problem: { field: "stock", code: "negativeStock" },
    });
    expect(readEdit(StockEdit, { stock: "2" })).toEqual({
      ok: false,
      problem: { field: "variant", code: "badVariant" },
    });
    expect(readEdit(ArchiveEdit, { archived: "yes" })).toEqual({
      ok: false,
      problem: { field: "archived", code: "badArchived" },
    });
  });

  it("reads stock and archiving", () => {
    expect(readEdit(StockEdit, { variant: "4", stock: "0" })).toEqual({
      ok: true,
      value: { variant: 4, stock: 0 },
    });
    expect(readEdit(ArchiveEdit, { archived: "1" })).toEqual({
      ok: true,
      value: { archived: true },
    });
  });
});
