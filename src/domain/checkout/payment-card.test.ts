import { describe, expect, it } from "vitest";
import { checkCard, parseExpiry, passesLuhn } from "./payment-card";

const NOW = new Date("2026-11-24T12:00:00Z");
const VISA_TEST = { number: "4111 1111 1111 1111", expiry: "12/28", cvc: "123" };

describe("card details", () => {
  it("accepts a test Visa number with a future expiry and a three-digit code", () => {
    expect(checkCard(VISA_TEST, NOW)).toEqual([]);
  });

  it("accepts dashes in the number, a four-digit year and a four-digit code", () => {
    expect(checkCard({ number: "3782-822463-10005", expiry: "01/2027", cvc: "1234" }, NOW)).toEqual(
      [],
    );
  });

  it("refuses a number whose last digit breaks the Luhn check", () => {
    expect(checkCard({ ...VISA_TEST, number: "4111 1111 1111 1112" }, NOW)).toEqual(["number"]);
    expect(passesLuhn("4111111111111112")).toBe(false);
    expect(passesLuhn("79927398713")).toBe(true);
  });

  it("refuses numbers that are too short, too long or not digits", () => {
    for (const number of ["", "42", "4111 1111 1111 1111 1111", "4111 abcd 1111 1111"])
      expect(checkCard({ ...VISA_TEST, number }, NOW)).toEqual(["number"]);
  });

  it("accepts the current month and refuses last month", () => {
    expect(checkCard({ ...VISA_TEST, expiry: "11/26" }, NOW)).toEqual([]);
    expect(checkCard({ ...VISA_TEST, expiry: "10/26" }, NOW)).toEqual(["expiry"]);
  });

  it("refuses an expiry that is not a month and year", () => {
    expect(parseExpiry("13/27")).toBeNull();
    expect(parseExpiry("00/27")).toBeNull();
    expect(parseExpiry("1227")).toBeNull();
    expect(parseExpiry(" 3 / 29 ")).toEqual({ month: 3, year: 2029 });
  });

  it("refuses a security code of two or five digits", () => {
    expect(checkCard({ ...VISA_TEST, cvc: "12" }, NOW)).toEqual(["cvc"]);
    expect(checkCard({ ...VISA_TEST, cvc: "12345" }, NOW)).toEqual(["cvc"]);
  });

  it("lists every invalid field of an empty card", () => {
    expect(checkCard({ number: "", expiry: "", cvc: "" }, NOW)).toEqual([
      "number",
      "expiry",
      "cvc",
    ]);
  });
});
