import { describe, expect, it } from "vitest";
import { formOf } from "./form.fixtures";
import { parseOwnerLoginForm } from "./owner-login";

describe("the back office's login form", () => {
  it("reads the e-mail, the password and where to go next", () => {
    const form = formOf({ email: " owner@example.com ", password: "pw", next: "/admin/orders" });
    expect(parseOwnerLoginForm(form)).toEqual({
      ok: true,
      data: { email: "owner@example.com", password: "pw", next: "/admin/orders" },
    });
  });

  it("names every empty field it refuses", () => {
    expect(parseOwnerLoginForm(formOf({ email: " " }))).toEqual({
      ok: false,
      fields: ["email", "password"],
    });
  });
});
