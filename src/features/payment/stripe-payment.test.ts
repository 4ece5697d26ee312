import { describe, expect, it } from "vitest";
import { errorText } from "./stripe-payment";

describe("Stripe's error in the payment form", () => {
  it("shows Stripe's own words for what the shopper can fix", () => {
    const declined = { type: "card_error", message: "Your card was declined." };
    expect(errorText(declined, "general")).toBe("Your card was declined.");
    expect(errorText({ type: "validation_error", message: "Incomplete number." }, "general")).toBe(
      "Incomplete number.",
    );
  });

  it("shows the general text for anything else", () => {
    expect(errorText({ type: "api_error", message: "internal" }, "general")).toBe("general");
    expect(errorText(undefined, "general")).toBe("general");
  });
});
