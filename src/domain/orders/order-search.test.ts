import { describe, expect, it } from "vitest";
import { orderSearch, phoneTail } from "./order-search";

describe("the back office's order search", () => {
  it("reads a whole order or return number in any case", () => {
    expect(orderSearch(" 2026/12/01/xmv002 ")).toEqual({ kind: "number", no: "2026/12/01/XMV002" });
    expect(orderSearch("r/2026/12/01/XMV002/1")).toEqual({
      kind: "return",
      no: "R/2026/12/01/XMV002/1",
    });
  });

  it("reads the number's own part in any case, and a return's", () => {
    expect(orderSearch("XMV002")).toEqual({ kind: "suffix", suffix: "XMV002" });
    expect(orderSearch("xmv002")).toEqual({ kind: "suffix", suffix: "XMV002" });
    expect(orderSearch("xmv002/2")).toEqual({ kind: "returnSuffix", suffix: "XMV002", seq: 2 });
  });

  it("reads an e-mail address lowercased", () => {
    expect(orderSearch("Jan.Kowalski@Example.COM")).toEqual({
      kind: "email",
      email: "jan.kowalski@example.com",
    });
  });

  it("reads a phone however it is written by its last nine digits", () => {
    for (const typed of ["+48 601 234 567", "601-234-567", "0048601234567", "(601) 234 567"])
      expect(orderSearch(typed)).toEqual({ kind: "phone", tail: "601234567" });
    expect(phoneTail("+49 30 1234567")).toBe("301234567");
    expect(phoneTail("600 700")).toBe("600700");
    expect(phoneTail("")).toBeNull();
    expect(phoneTail(undefined)).toBeNull();
  });

  it("reads anything else as a part of the name, and nothing as no search", () => {
    expect(orderSearch("  Anna   Nowak ")).toEqual({ kind: "name", text: "anna nowak" });
    expect(orderSearch("12 34")).toEqual({ kind: "name", text: "12 34" });
    expect(orderSearch("   ")).toBeNull();
  });
});
