import { describe, expect, it } from "vitest";
import { toFtsQuery, toTsQuery } from "./product-ids.repository";

describe("search text as an engine's query", () => {
  it("makes every word a required prefix on PostgreSQL, folding ł and ß (unaccent folds the rest in SQL)", () => {
    expect(toTsQuery("Koszula Łódź")).toBe("koszula:* & lódź:*");
    expect(toTsQuery("Straße")).toBe("strasse:*");
  });

  it("keeps only letters and digits, so no tsquery syntax gets through", () => {
    expect(toTsQuery("a&b | !c:* (d) <-> 'e'")).toBe("a:* & b:* & c:* & d:* & e:*");
    expect(toTsQuery("AB-123")).toBe("ab:* & 123:*");
    expect(toTsQuery("&|!():*")).toBeNull();
    expect(toTsQuery("   ")).toBeNull();
  });

  it("takes at most eight words, like the SQLite query", () => {
    const words = "a b c d e f g h i j".split(" ");
    expect(toTsQuery(words.join(" "))?.split(" & ")).toHaveLength(8);
    expect(toFtsQuery(words.join(" "))?.split(" ")).toHaveLength(8);
  });

  it("quotes every word as a prefix phrase on SQLite", () => {
    expect(toFtsQuery('koszula "x')).toBe('"koszula"* "x"*');
  });
});
