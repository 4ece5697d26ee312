import { describe, expect, it } from "vitest";
import { orderLoginSchema, parseOrderLoginForm } from "./order-login";
import { formOf } from "./form.fixtures";

describe("the order lookup forms", () => {
  it("become the endpoint's body, the code only from step 2", () => {
    const typed = { email: " Jan@Example.com ", no: " 2026/03/11/abc001 ", code: "ABC123" };
    expect(parseOrderLoginForm(formOf({ ...typed, step: "1" }))).toEqual({
      ok: true,
      data: { email: "jan@example.com", no: "2026/03/11/abc001" },
    });
    expect(parseOrderLoginForm(formOf({ ...typed, step: "2" }))).toEqual({
      ok: true,
      data: { email: "jan@example.com", no: "2026/03/11/abc001", code: "ABC123" },
    });
  });

  it("refuse a blank or malformed e-mail, a blank number and a long code, naming each", () => {
    expect(parseOrderLoginForm(formOf({ step: "1" }))).toEqual({
      ok: false,
      fields: ["email", "no"],
    });
    expect(parseOrderLoginForm(formOf({ email: "jan", no: "X1", step: "1" }))).toEqual({
      ok: false,
      fields: ["email"],
    });
    const long = { email: "jan@example.com", no: "X1", code: "A".repeat(17), step: "2" };
    expect(parseOrderLoginForm(formOf(long))).toEqual({ ok: false, fields: ["code"] });
  });

  it("is the endpoint's schema, which also takes the language", () => {
    const body = { email: "jan@example.com", no: "X1", lang: "de" };
    expect(orderLoginSchema.parse(body)).toEqual(body);
    expect(orderLoginSchema.safeParse({ ...body, lang: "fr" }).success).toBe(false);
  });
});
