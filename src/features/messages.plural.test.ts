import { describe, expect, it } from "vitest";
import { translator } from "./messages";

describe("count messages pick the plural form of their language", () => {
  const pl = translator("pl");
  const en = translator("en");
  const de = translator("de");

  it("Polish product counts: 1 produkt, 2 produkty, 5 produktów, 22 produkty, 25 produktów", () => {
    expect(pl("catalogue.count", { count: 1 })).toBe("1 produkt");
    expect(pl("catalogue.count", { count: 2 })).toBe("2 produkty");
    expect(pl("catalogue.count", { count: 4 })).toBe("4 produkty");
    expect(pl("catalogue.count", { count: 5 })).toBe("5 produktów");
    expect(pl("catalogue.count", { count: 22 })).toBe("22 produkty");
    expect(pl("catalogue.count", { count: 25 })).toBe("25 produktów");
  });

  it("Polish stars: 1 gwiazdka, 2 gwiazdki, 5 gwiazdek", () => {
    expect(pl("productPage.opinionsStars", { n: 1 })).toBe("1 gwiazdka");
    expect(pl("productPage.opinionsStars", { n: 2 })).toBe("2 gwiazdki");
    expect(pl("productPage.opinionsStars", { n: 4 })).toBe("4 gwiazdki");
    expect(pl("productPage.opinionsStars", { n: 5 })).toBe("5 gwiazdek");
  });

  it("Polish opinions and the promo minimum", () => {
    expect(pl("productPage.opinionsSummary", { average: 4, count: 1 })).toBe("4 / 5 (1 opinia)");
    expect(pl("productPage.opinionsSummary", { average: 4, count: 3 })).toBe("4 / 5 (3 opinie)");
    expect(pl("productPage.opinionsSummary", { average: 4, count: 12 })).toBe("4 / 5 (12 opinii)");
    expect(pl("basket.promo.minimumProducts", { count: 1 })).toBe(
      "Kod wymaga co najmniej 1 produktu",
    );
    expect(pl("basket.promo.minimumProducts", { count: 3 })).toBe(
      "Kod wymaga co najmniej 3 produktów",
    );
  });

  it("a lockout's wait in minutes: 1 minutę, 2 minuty, 5 minut, 22 minuty; 1 minute, 15 Minuten", () => {
    const wait = (t: typeof pl, minutes: number) => t("admin.login.tooMany", { minutes });
    expect(wait(pl, 1)).toBe("Zbyt wiele nieudanych prób. Spróbuj ponownie za 1 minutę.");
    expect(wait(pl, 2)).toBe("Zbyt wiele nieudanych prób. Spróbuj ponownie za 2 minuty.");
    expect(wait(pl, 5)).toBe("Zbyt wiele nieudanych prób. Spróbuj ponownie za 5 minut.");
    expect(wait(pl, 15)).toBe("Zbyt wiele nieudanych prób. Spróbuj ponownie za 15 minut.");
    expect(wait(pl, 22)).toBe("Zbyt wiele nieudanych prób. Spróbuj ponownie za 22 minuty.");
    expect(wait(en, 1)).toBe("Too many failed attempts. Try again in 1 minute.");
    expect(wait(en, 15)).toBe("Too many failed attempts. Try again in 15 minutes.");
    expect(wait(de, 1)).toBe("Zu viele Fehlversuche. Versuchen Sie es in 1 Minute erneut.");
    expect(wait(de, 15)).toBe("Zu viele Fehlversuche. Versuchen Sie es in 15 Minuten erneut.");
    expect(pl("auth.tooManyRequests", { minutes: 2 })).toBe(
      "Zbyt wiele prób. Spróbuj ponownie za 2 minuty.",
    );
    expect(en("auth.tooManyRequests", { minutes: 1 })).toBe(
      "Too many attempts. Try again in 1 minute.",
    );
  });

  it("English singular and plural", () => {
    expect(en("catalogue.count", { count: 1 })).toBe("1 product");
    expect(en("catalogue.count", { count: 22 })).toBe("22 products");
    expect(en("productPage.opinionsStars", { n: 1 })).toBe("1 star");
    expect(en("productPage.opinionsStars", { n: 5 })).toBe("5 stars");
    expect(en("productPage.opinionsSummary", { average: 5, count: 1 })).toBe("5 / 5 (1 review)");
    expect(en("header.loyaltyPoints", { points: 1 })).toBe("1 pt");
    expect(en("header.loyaltyPoints", { points: 1500 })).toBe("1500 pts");
    expect(en("delivery.freeHintCount", { count: 1 })).toBe("1 more item for free delivery");
    expect(en("basket.promo.minimumProducts", { count: 2 })).toBe(
      "The code needs at least 2 items",
    );
  });

  it("German singular and plural", () => {
    expect(de("catalogue.count", { count: 1 })).toBe("1 Produkt");
    expect(de("catalogue.count", { count: 5 })).toBe("5 Produkte");
    expect(de("productPage.opinionsStars", { n: 1 })).toBe("1 Stern");
    expect(de("productPage.opinionsStars", { n: 3 })).toBe("3 Sterne");
    expect(de("productPage.opinionsSummary", { average: 3, count: 1 })).toBe("3 / 5 (1 Bewertung)");
  });

  it("a language configured by the country code gb uses English plural rules", () => {
    expect(translator("gb")("catalogue.count", { count: 1 })).toBe("1 product");
  });
});
