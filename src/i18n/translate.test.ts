import { describe, expect, it } from "vitest";
import * as core from "./core";
import { defineMessages } from "./define";
import { createTranslations } from "./translate";

const greetings = defineMessages({ "hello.name": "Cześć, {name}!", "hello.bye": "Pa" })({
  en: { "hello.name": "Hello, {name}!", "hello.bye": "Bye" },
  de: { "hello.name": "Hallo, {name}!", "hello.bye": "Tschüss" },
});
const colours = defineMessages({ "colour.red": "czerwony" })({
  en: { "colour.red": "red" },
  de: { "colour.red": "rot" },
});

describe("createTranslations", () => {
  const { translator, pickMessages, messagesFor, languages } = createTranslations([
    greetings,
    colours,
  ]);

  it("merges the registered catalogues per language", () => {
    expect(languages).toEqual(["pl", "en", "de"]);
    expect(messagesFor("de")).toEqual({
      "hello.name": "Hallo, {name}!",
      "hello.bye": "Tschüss",
      "colour.red": "rot",
    });
  });

  it("translates with placeholders and falls back to Polish for an unknown language", () => {
    expect(translator("en")("hello.name", { name: "Ann" })).toBe("Hello, Ann!");
    expect(translator("xx")("colour.red")).toBe("czerwony");
    expect(translator("constructor")("hello.bye")).toBe("Pa");
  });

  it("reads English texts for a language configured by the country code gb", () => {
    expect(translator("gb")("hello.bye")).toBe("Bye");
    expect(pickMessages("GB", ["colour.red"])).toEqual({ "colour.red": "red" });
  });

  it("picks only the requested messages for islands", () => {
    expect(pickMessages("en", ["hello.bye", "colour.red"])).toEqual({
      "hello.bye": "Bye",
      "colour.red": "red",
    });
  });

  it("answers the same frozen messages for the same language and list of keys", () => {
    const keys = ["hello.bye", "colour.red"] as const;
    const english = pickMessages("en", keys);
    expect(pickMessages("en", keys)).toBe(english);
    expect(pickMessages("gb", keys)).toBe(english);
    expect(Object.isFrozen(english)).toBe(true);
    expect(pickMessages("pl", keys)).not.toBe(english);
    expect(pickMessages("en", ["hello.bye"])).toEqual({ "hello.bye": "Bye" });
  });

  it("refuses a key registered by two catalogues", () => {
    const again = defineMessages({ "colour.red": "czerwień" })({
      en: { "colour.red": "red" },
      de: { "colour.red": "rot" },
    });
    expect(() => createTranslations([colours, again])).toThrow(/colour\.red/);
  });
});

describe("the i18n core catalogues", () => {
  it("hold the shell texts and the texts the API answers with", () => {
    expect(core.translator("de")("header.basket")).toBe("Warenkorb");
    expect(core.translator("en")("error.unavailable")).toMatch(/temporarily unavailable/);
    expect(core.translator("pl")("basket.promo.codeTitle", { code: "RABAT10" })).toBe(
      "Kod RABAT10",
    );
  });
});
