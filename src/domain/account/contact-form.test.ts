import { describe, expect, it } from "vitest";
import { invalidContactFields } from "./contact-form";

describe("the contact form", () => {
  it("accepts a name, an e-mail with spaces around it and a message", () => {
    expect(invalidContactFields({ name: "Ala", email: " ala@example.com ", msg: "Hej" })).toEqual(
      [],
    );
  });

  it("marks empty or blank names and messages and a bad e-mail", () => {
    expect(invalidContactFields({ name: "  ", email: "ala@", msg: "\n" })).toEqual([
      "name",
      "email",
      "msg",
    ]);
  });

  it("refuses a message longer than 5000 characters", () => {
    expect(
      invalidContactFields({ name: "Ala", email: "ala@example.com", msg: "x".repeat(5001) }),
    ).toEqual(["msg"]);
  });
});
