import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH } from "../../domain/account/registration";
import { parsePasswordResetForm } from "./password-reset";
import { formOf } from "./form.fixtures";

describe("the password reset form", () => {
  it("becomes the endpoint's body, blank fields as blank passwords", () => {
    expect(parsePasswordResetForm(formOf({ password: "nowe-haslo-12" }))).toEqual({
      ok: true,
      data: { password: "nowe-haslo-12", retypedPassword: "" },
    });
  });

  it("refuses a password over the limit by name instead of cutting it", () => {
    const long = "x".repeat(PASSWORD_MAX_LENGTH + 1);
    expect(
      parsePasswordResetForm(formOf({ password: "nowe-haslo-12", retypedPassword: long })),
    ).toEqual({ ok: false, fields: ["retypedPassword"] });
  });
});
