import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "../../domain/account/contact-form";
import { parseContactForm } from "./contact-message";
import { formOf } from "./form.fixtures";

describe("the contact page's form", () => {
  it("becomes the endpoint's body, the number left out when the form has none", () => {
    const typed = { name: "Anna", email: "anna@example.com", msg: "A question." };
    expect(parseContactForm(formOf(typed))).toEqual({ ok: true, data: typed });
    expect(parseContactForm(formOf({ ...typed, number: "" }))).toEqual({
      ok: true,
      data: { ...typed, number: "" },
    });
  });

  it("refuses fields over the endpoint's bounds by name", () => {
    const parsed = parseContactForm(
      formOf({
        name: "n".repeat(CONTACT_LIMITS.name * 2 + 1),
        email: "anna@example.com",
        msg: "A question.",
        number: "1".repeat(CONTACT_LIMITS.number + 1),
      }),
    );
    expect(parsed).toEqual({ ok: false, fields: ["name", "number"] });
  });
});
