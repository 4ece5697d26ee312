import { describe, expect, it } from "vitest";
import { addressMessages } from "./address.messages";
import { problemText } from "./problem-text";

describe("problemText", () => {
  it("names the post code format the country expects", () => {
    expect(problemText(addressMessages.pl, { code: "postCode", format: "00-000" })).toBe(
      "Kod pocztowy w formacie 00-000",
    );
    expect(problemText(addressMessages.en, { code: "postCode", format: "00000" })).toBe(
      "Post code in the format 00000",
    );
    expect(problemText(addressMessages.pl, { code: "postCode" })).toBe(
      "Nieprawidłowy kod pocztowy.",
    );
  });

  it("names the EU VAT number format and the longest text a field takes", () => {
    expect(problemText(addressMessages.pl, { code: "vat", format: "DE123456789" })).toBe(
      "Numer VAT UE w formacie DE123456789",
    );
    expect(problemText(addressMessages.pl, { code: "tooLong", max: 20 })).toBe(
      "Najwyżej 20 znaków.",
    );
  });

  it("says what is wrong with a phone and a NIP", () => {
    expect(problemText(addressMessages.pl, { code: "phonePl" })).toBe(
      "Podaj polski numer telefonu: 9 cyfr, np. 600 100 200.",
    );
    expect(problemText(addressMessages.pl, { code: "nip" })).toBe(
      "NIP to 10 cyfr z poprawną cyfrą kontrolną; numer VAT UE zacznij od kodu kraju, np. DE123456789.",
    );
  });

  it("reads an unknown code from the server as 'correct this field'", () => {
    const unknown = JSON.parse('{ "code": "somethingNew" }') as { code: "required" };
    expect(problemText(addressMessages.pl, unknown)).toBe("Popraw to pole.");
  });
});
