import { describe, expect, it } from "vitest";
import { parseUnsubscribeForm } from "./newsletter-unsubscribe";
import { formOf } from "./form.fixtures";

describe("the unsubscribe confirmation form", () => {
  it("becomes the endpoint's body, and a token over 200 characters is refused by name", () => {
    expect(parseUnsubscribeForm(formOf({ token: "t".repeat(32) }))).toEqual({
      ok: true,
      data: { token: "t".repeat(32) },
    });
    expect(parseUnsubscribeForm(formOf({ token: "t".repeat(201) }))).toEqual({
      ok: false,
      fields: ["token"],
    });
  });
});
