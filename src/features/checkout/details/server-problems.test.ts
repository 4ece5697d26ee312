import { describe, expect, it } from "vitest";
import { serverProblems } from "./server-problems";

describe("serverProblems", () => {
  it("keeps what the server says is wrong with each named field", () => {
    expect(
      serverProblems({
        error: "formInvalid",
        fields: ["ship.postCode", "ship.phone"],
        problems: {
          "ship.postCode": { code: "postCode", format: "00-000" },
          "ship.phone": { code: "phone" },
        },
      }),
    ).toEqual({
      "ship.postCode": { code: "postCode", format: "00-000" },
      "ship.phone": { code: "phone" },
    });
  });

  it("marks the fields a shape check names, without the body's form prefix", () => {
    expect(
      serverProblems({ error: "INVALID_INPUT", fields: ["form.ship.street", "idempotencyKey"] }),
    ).toEqual({ "ship.street": { code: "invalid" } });
  });

  it("ignores names that are no field of the form and bodies that are not objects", () => {
    expect(
      serverProblems({ fields: ["__proto__", 3], problems: { x: { code: "phone" } } }),
    ).toEqual({});
    expect(serverProblems("formInvalid")).toEqual({});
  });
});
