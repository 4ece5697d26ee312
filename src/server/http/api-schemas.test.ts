import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  addressFields,
  deliveryChoice,
  emailField,
  idList,
  idTexts,
  langField,
  publicId,
  requiredText,
  text,
} from "./api-schemas";

describe("the API's id schemas", () => {
  it("parse an id that cannot name a row to null instead of passing it on", () => {
    expect(publicId.parse("212")).toBe(212);
    expect(publicId.parse(212)).toBe(212);
    for (const bad of ["2147483648", "9007199254740993", "-1", "0", "1e30", 1e30, -1, 0.5, "x"])
      expect(publicId.parse(bad), String(bad)).toBeNull();
    expect(publicId.safeParse({}).success).toBe(false);
  });

  it("drop such ids from lists, or keep them as text where each id gets an answer", () => {
    expect(idList.parse(["3", 2147483648, 1, "-1", "2147483647"])).toEqual([3, 1, 2147483647]);
    expect(idTexts.parse(["3", 1, 1e30])).toEqual(["3", "1", "1e+30"]);
    expect(idList.safeParse("1,2").success).toBe(false);
  });
});

describe("the shared field schemas", () => {
  it("take a text up to its length, blank when left out unless it is required", () => {
    expect(text(3).parse(undefined)).toBe("");
    expect(text(3).parse("abc")).toBe("abc");
    expect(text(3).safeParse("abcd").success).toBe(false);
    expect(requiredText(3).safeParse(undefined).success).toBe(false);
    expect(requiredText(3).optional().parse(undefined)).toBeUndefined();
  });

  it("take an e-mail trimmed and lower-cased, and refuse one that is not an address", () => {
    expect(emailField.parse("  Jan@Example.COM ")).toBe("jan@example.com");
    expect(emailField.safeParse("jan").success).toBe(false);
    expect(emailField.safeParse(`${"a".repeat(250)}@example.com`).success).toBe(false);
    expect(langField.safeParse("fr").success).toBe(false);
  });

  it("fill an address's missing fields with blanks and read a delivery choice", () => {
    const address = z.object(addressFields).parse({ city: "Kraków" });
    expect(address).toEqual({
      name: "",
      street: "",
      number: "",
      apartment: "",
      postCode: "",
      city: "Kraków",
    });
    expect(deliveryChoice.parse({ id: "7", lockerCode: "KRA01M" })).toEqual({
      id: "7",
      lockerCode: "KRA01M",
    });
    expect(deliveryChoice.safeParse({ id: "7", time: "12:00:00" }).success).toBe(false);
  });
});
