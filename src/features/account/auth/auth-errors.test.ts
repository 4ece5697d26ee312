import { describe, expect, it } from "vitest";
import { authMessages } from "./auth.messages";
import { authErrorText } from "./auth-errors";

const m = authMessages.pl;

describe("the message a failed account call shows", () => {
  it("tells an inactive account apart from a wrong password at login", () => {
    expect(
      authErrorText(
        "login",
        { status: 401, error: "accountInactive", body: { inactive: true } },
        m,
      ),
    ).toBe("Konto nie jest jeszcze aktywne. Otwórz link aktywacyjny z wiadomości e-mail.");
    expect(authErrorText("login", { status: 401, error: "x", body: {} }, m)).toBe(
      "Nieprawidłowy e-mail lub hasło.",
    );
  });

  it("says the e-mail is taken, the user does not exist, or that something unexpected happened", () => {
    expect(authErrorText("register", { status: 401, error: "EMAIL_TAKEN", body: null }, m)).toBe(
      "Konto z tym adresem e-mail już istnieje. Zaloguj się.",
    );
    expect(authErrorText("reset", { status: 404, error: "userDoesNotExist", body: null }, m)).toBe(
      "Nie znaleziono konta z tym adresem e-mail.",
    );
    expect(authErrorText("reset", { status: 0, error: "NETWORK", body: null }, m)).toBe(
      "Coś poszło nie tak. Spróbuj ponownie.",
    );
  });

  it("rounds the wait of a rate limit up to whole minutes", () => {
    const failure = { status: 429, error: "tooManyRequests", body: { retryAfter: 61 } };
    expect(authErrorText("login", failure, m)).toBe(
      "Zbyt wiele prób. Spróbuj ponownie za 2 minuty.",
    );
    expect(authErrorText("reset", { ...failure, body: { retryAfter: 5 } }, m)).toBe(
      "Zbyt wiele prób. Spróbuj ponownie za 1 minutę.",
    );
    expect(authErrorText("login", { ...failure, body: { retryAfter: 900 } }, m)).toBe(
      "Zbyt wiele prób. Spróbuj ponownie za 15 minut.",
    );
  });
});
