/** Product description sections and sentences. */
import { t3 } from "./lang.ts";
import type { T3 } from "./lang.ts";

export const DESCRIPTION_TITLES = {
  description: t3("Opis", "Description", "Beschreibung"),
  specification: t3("Specyfikacja", "Specification", "Technische Daten"),
  shipping: t3("Wysyłka i zwroty", "Shipping and returns", "Versand und Rückgabe"),
};

export const DESCRIPTION_SENTENCES: T3[] = [
  t3(
    "Starannie wykonany produkt, który posłuży na lata.",
    "A carefully made product that will last for years.",
    "Ein sorgfältig gefertigtes Produkt, das jahrelang hält.",
  ),
  t3(
    "Sprawdzi się zarówno w domu, jak i w podróży.",
    "Works equally well at home and on the go.",
    "Eignet sich für zu Hause und unterwegs.",
  ),
  t3(
    "Wyprodukowano z materiałów najwyższej jakości.",
    "Made from the highest quality materials.",
    "Aus hochwertigsten Materialien hergestellt.",
  ),
  t3(
    "Nowoczesny design i wygoda użytkowania.",
    "Modern design and ease of use.",
    "Modernes Design und einfache Handhabung.",
  ),
  t3(
    "Idealny pomysł na prezent dla bliskiej osoby.",
    "A perfect gift idea for someone close.",
    "Eine perfekte Geschenkidee für liebe Menschen.",
  ),
  t3(
    "Łatwy w czyszczeniu i pielęgnacji.",
    "Easy to clean and care for.",
    "Leicht zu reinigen und zu pflegen.",
  ),
  t3(
    "Zaprojektowany w Polsce z myślą o codziennym użytkowaniu.",
    "Designed in Poland for everyday use.",
    "In Polen für den täglichen Gebrauch entworfen.",
  ),
  t3(
    "Lekki, trwały i odporny na zarysowania.",
    "Light, durable and scratch resistant.",
    "Leicht, langlebig und kratzfest.",
  ),
];

export const SHIPPING_TEXT = t3(
  "<p>Wysyłka w ciągu 24 godzin. Masz 14 dni na zwrot bez podania przyczyny.</p>",
  "<p>Ships within 24 hours. You have 14 days to return it without giving a reason.</p>",
  "<p>Versand innerhalb von 24 Stunden. 14 Tage Rückgaberecht ohne Angabe von Gründen.</p>",
);
