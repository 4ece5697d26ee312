import { describe, expect, it } from "vitest";
import { readCatalogueCsv, type CsvFile } from "./catalogue-csv";
import type { CatalogueSnapshot, ProductSnapshot } from "./catalogue-import.types";
import { missingColumns, planImport } from "./catalogue-plan";

const kettle: ProductSnapshot = {
  id: 1,
  code: "KET-1",
  names: { pl: "Czajnik", en: "Kettle" },
  prices: { pl: 123, en: 120 },
  stock: 7,
  hasVariants: false,
  categories: ["3", "12"],
  archived: false,
};
const shirt: ProductSnapshot = {
  id: 2,
  code: "TS-2",
  names: { pl: "Koszulka", en: "T-shirt" },
  prices: { pl: 49.99, en: 49.99 },
  stock: 30,
  hasVariants: true,
  categories: ["5"],
  archived: false,
};
const catalogue: CatalogueSnapshot = {
  langs: ["pl", "en"],
  products: new Map([
    [1, kettle],
    [2, shirt],
  ]),
  categories: new Map([
    ["3", "3"],
    ["5", "5"],
    ["12", "12"],
    ["agd", "3"],
  ]),
};
const HEAD = "id;code;name_pl;name_en;price_pl;price_en;stock;categories;archived";

function records(...lines: string[]): CsvFile {
  const read = readCatalogueCsv([HEAD, ...lines].join("\r\n"));
  if (!read.ok) throw new Error(read.error);
  return read;
}

describe("planning a catalogue import", () => {
  it("lists each changed field of a product with its old and new value", () => {
    const plan = planImport(
      records("1;KET-1;Czajnik stalowy;Kettle;99,50;120.00;12;agd|12;1"),
      catalogue,
    );
    expect(plan.bad).toEqual([]);
    expect(plan.updates).toEqual([
      {
        line: 2,
        id: 1,
        code: "KET-1",
        changes: [
          { field: "name_pl", from: "Czajnik", to: "Czajnik stalowy" },
          { field: "price_pl", from: "123.00", to: "99.50" },
          { field: "stock", from: "7", to: "12" },
          { field: "archived", from: "0", to: "1" },
        ],
        patch: {
          names: { pl: "Czajnik stalowy" },
          prices: { pl: 99.5 },
          stock: 12,
          archived: true,
        },
      },
    ]);
  });

  it("finds a product by its code when the id is empty and counts a line that changes nothing", () => {
    const plan = planImport(records(";TS-2;Koszulka;T-shirt;49.99;;30;5;0"), catalogue);
    expect(plan).toEqual({ updates: [], unchanged: 1, bad: [] });
  });

  it("refuses a bad line with every reason and its line number, and applies none of it", () => {
    const plan = planImport(
      records(
        "1;KET-1;;Kettle;-5;abc;-1;99;maybe",
        "2;TS-2;Koszulka;T-shirt;49.99;49.99;31;5;0",
        "77;X;Nowy;New;10;10;1;3;0",
      ),
      catalogue,
    );
    expect(plan.updates).toEqual([]);
    expect(plan.bad).toEqual([
      {
        line: 2,
        problems: [
          { field: "name_pl", code: "missingName" },
          { field: "price_pl", code: "badPrice", value: "-5" },
          { field: "price_en", code: "badPrice", value: "abc" },
          { field: "stock", code: "negativeStock", value: "-1" },
          { field: "categories", code: "unknownCategory", value: "99" },
          { field: "archived", code: "badArchived", value: "maybe" },
        ],
      },
      { line: 3, problems: [{ field: "stock", code: "variantStock", value: "31" }] },
      { line: 4, problems: [{ field: "id", code: "unknownProduct", value: "77" }] },
    ]);
  });

  it("refuses a line with fewer or more cells than the header and reads none of its cells", () => {
    const plan = planImport(
      records(
        "1;KET-1;to jest zła linia bez pól",
        "2;TS-2;Koszulka;T-shirt;49.99;49.99;30;5;0;1",
        '1;KET-1;"Czajnik; stalowy";Kettle;;;;;',
      ),
      catalogue,
    );
    expect(plan.bad).toEqual([
      { line: 2, problems: [{ field: "line", code: "cellCount", value: "3", expected: "9" }] },
      { line: 3, problems: [{ field: "line", code: "cellCount", value: "10", expected: "9" }] },
    ]);
    expect(plan.updates.map((u) => [u.line, u.changes])).toEqual([
      [4, [{ field: "name_pl", from: "Czajnik", to: "Czajnik; stalowy" }]],
    ]);
  });

  it("refuses the second line of a repeated code or product and a code another product has", () => {
    const plan = planImport(
      records(
        "1;KET-1;Czajnik;Kettle;;;;;",
        ";KET-1;Czajnik;Kettle;;;;;",
        "2;KET-1;Koszulka;T-shirt;;;;;",
      ),
      catalogue,
    );
    expect(plan.unchanged).toBe(1);
    expect(plan.bad).toEqual([
      {
        line: 3,
        problems: [
          { field: "code", code: "duplicateCode", value: "2" },
          { field: "id", code: "duplicateProduct", value: "2" },
        ],
      },
      {
        line: 4,
        problems: [
          { field: "code", code: "duplicateCode", value: "2" },
          { field: "code", code: "codeTaken", value: "KET-1" },
        ],
      },
    ]);
  });

  it("clears a product's categories with a dash and leaves empty cells as they are", () => {
    const plan = planImport(records("1;;;;;;;-;"), catalogue);
    expect(plan.bad).toEqual([{ line: 2, problems: [{ field: "name_pl", code: "missingName" }] }]);
    const cleared = planImport(records("1;;Czajnik;;;;;-;"), catalogue);
    expect(cleared.updates[0]?.changes).toEqual([{ field: "categories", from: "3|12", to: "" }]);
  });

  it("names the columns a file lacks", () => {
    expect(missingColumns(["id", "price_pl"], ["pl", "en"])).toEqual(["name_pl"]);
    expect(missingColumns(["name_pl"], ["pl"])).toEqual(["code"]);
    expect(missingColumns(["code", "name_pl"], ["pl"])).toEqual([]);
  });
});
