import { describe, expect, it } from "vitest";
import { parseReturnForm, returnFormValues, returnRequestSchema } from "./return-request";
import { formOf } from "./form.fixtures";

const ORDERED = [
  { id: "212", variantHash: "" },
  { id: "301", variantHash: "h-red" },
];

describe("the return form", () => {
  it("becomes the endpoint's body: the ticked lines with their count and reason", () => {
    const parsed = parseReturnForm(
      formOf({
        "tick-1": "1",
        "count-1": "2",
        "reason-1": "defectiveProduct",
        "count-0": "1",
        returnDelivery: "inpostLocker",
        pickupSize: "medium",
      }),
      ORDERED,
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        products: [{ id: "301", variantHash: "h-red", count: 2, reason: "defectiveProduct" }],
        returnDelivery: "inpostLocker",
        pickupSize: "medium",
      },
    });
  });

  it("fills the endpoint's defaults: reason none, the shop's address, a blank count as 0", () => {
    expect(parseReturnForm(formOf({ "tick-0": "1", "count-0": "" }), ORDERED)).toEqual({
      ok: true,
      data: {
        products: [{ id: "212", variantHash: "", count: 0, reason: "none" }],
        returnDelivery: "default",
      },
    });
  });

  it("refuses a count of -1, 1e9, 1000000000, 1.5 or abc, naming the field and the line", () => {
    for (const count of ["-1", "1e9", "1000000000", "1.5", "abc"]) {
      const parsed = parseReturnForm(formOf({ "tick-1": "1", "count-1": count }), ORDERED);
      expect(parsed, count).toEqual({ ok: false, fields: ["products.0.count"], lines: [1] });
    }
  });

  it("refuses a method or a package size the form does not offer, naming no line", () => {
    const parsed = parseReturnForm(
      formOf({ "tick-0": "1", "count-0": "1", returnDelivery: "drone", pickupSize: "huge" }),
      ORDERED,
    );
    expect(parsed).toEqual({ ok: false, fields: ["returnDelivery", "pickupSize"], lines: [] });
  });

  it("holds the JSON body to the same bounds", () => {
    const body = (count: number) => ({ products: [{ id: "212", count }] });
    for (const count of [-1, 1e9, 1.5, Number.NaN]) {
      const parsed = returnRequestSchema.safeParse(body(count));
      expect(parsed.success, String(count)).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["products", 0, "count"]);
    }
    expect(returnRequestSchema.parse(body(2)).products[0]).toEqual({
      id: "212",
      variantHash: "",
      count: 2,
      reason: "none",
    });
  });
});

describe("the return form's values shown again with a refusal", () => {
  it("keeps each line's tick, count and reason and the method, bounded in length", () => {
    const values = returnFormValues(
      formOf({
        "tick-1": "1",
        "count-1": "3",
        "reason-1": "defectiveProduct",
        "count-0": "x".repeat(50),
        returnDelivery: "inpostLocker",
        pickupSize: "large",
      }),
      2,
    );
    expect(values).toEqual({
      lines: [
        { ticked: false, count: "x".repeat(12), reason: "" },
        { ticked: true, count: "3", reason: "defectiveProduct" },
      ],
      returnDelivery: "inpostLocker",
      pickupSize: "large",
    });
  });
});
