import { describe, expect, it } from "vitest";
import { parseSubscribeForm } from "./newsletter-subscribe";
import { formOf } from "./form.fixtures";

describe("the newsletter block's form", () => {
  it("becomes the endpoint's body, blank when the e-mail is missing", () => {
    expect(parseSubscribeForm(formOf({ email: "jan@example.com" }))).toEqual({
      ok: true,
      data: { email: "jan@example.com" },
    });
    expect(parseSubscribeForm(formOf({}))).toEqual({ ok: true, data: { email: "" } });
  });

  it("refuses an e-mail over 254 characters, naming it", () => {
    const email = `${"a".repeat(250)}@example.com`;
    expect(parseSubscribeForm(formOf({ email }))).toEqual({ ok: false, fields: ["email"] });
  });
});
