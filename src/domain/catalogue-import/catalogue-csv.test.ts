import { describe, expect, it } from "vitest";
import { csvColumns, readCatalogueCsv, writeCatalogueCsv } from "./catalogue-csv";

describe("the catalogue CSV file", () => {
  it("has a column per shop language for names and prices", () => {
    expect(csvColumns(["pl", "en"])).toEqual([
      "id",
      "code",
      "name_pl",
      "name_en",
      "price_pl",
      "price_en",
      "stock",
      "categories",
      "archived",
    ]);
  });

  it("is written with a byte-order mark, semicolons and quotes where a cell needs them", () => {
    const text = writeCatalogueCsv(
      ["id", "name_pl"],
      [{ id: "1", name_pl: 'Łyżka "duża"; stal' }, { id: "2" }],
    );
    expect(text).toBe('\uFEFFid;name_pl\r\n1;"Łyżka ""duża""; stal"\r\n2;\r\n');
  });

  it("reads back what it writes, with each record's first line number", () => {
    const text = writeCatalogueCsv(
      ["id", "name_pl"],
      [
        { id: "1", name_pl: "dwie\nlinie" },
        { id: "2", name_pl: "Żółw" },
      ],
    );
    expect(readCatalogueCsv(text)).toEqual({
      ok: true,
      columns: ["id", "name_pl"],
      records: [
        { line: 2, cells: { id: "1", name_pl: "dwie\nlinie" }, width: 2 },
        { line: 4, cells: { id: "2", name_pl: "Żółw" }, width: 2 },
      ],
    });
  });

  it("takes commas as the separator when the header has no semicolon", () => {
    const read = readCatalogueCsv('Code,Name_PL\n"A-1","Kubek, biały"\n');
    expect(read).toEqual({
      ok: true,
      columns: ["code", "name_pl"],
      records: [{ line: 2, cells: { code: "A-1", name_pl: "Kubek, biały" }, width: 2 }],
    });
  });

  it("refuses an empty file and an unclosed quote", () => {
    expect(readCatalogueCsv("\uFEFF\n")).toEqual({ ok: false, error: "empty" });
    expect(readCatalogueCsv('code;name_pl\nA;"open\n')).toMatchObject({
      ok: false,
      error: "malformed",
    });
  });
});
