import { describe, expect, it } from "vitest";
import {
  absoluteHref,
  baseUrlsFromEnv,
  localizedHref,
  rewriteTarget,
  resolveLang,
  type LangConfig,
} from "./routing";

const langs = [
  { code: "pl", name: "Polski", locale: "pl-PL" },
  { code: "en", name: "English", locale: "en-GB" },
  { code: "de", name: "Deutsch", locale: "de-DE" },
];
const local: LangConfig = { baseLang: "pl", langs };

describe("language routing on localhost", () => {
  it("serves the base language without a prefix", () => {
    expect(resolveLang(local, "localhost:4321", "/c/buty")).toEqual({
      lang: "pl",
      path: "/c/buty",
      prefixed: false,
    });
  });

  it("strips a known non-base language prefix", () => {
    expect(resolveLang(local, "localhost:4321", "/en/c/shoes")).toEqual({
      lang: "en",
      path: "/c/shoes",
      prefixed: true,
    });
    expect(resolveLang(local, "localhost:4321", "/de")).toEqual({
      lang: "de",
      path: "/",
      prefixed: true,
    });
  });

  it("does not treat an unknown two-letter segment or the base prefix as a language", () => {
    expect(resolveLang(local, "localhost", "/xx/c/a").lang).toBe("pl");
    expect(resolveLang(local, "localhost", "/pl/c/a")).toEqual({
      lang: "pl",
      path: "/pl/c/a",
      prefixed: false,
    });
  });

  it("builds prefixed links for non-base languages and plain links for the base", () => {
    expect(localizedHref(local, "en", "/p/shoe")).toBe("/en/p/shoe");
    expect(localizedHref(local, "en", "/")).toBe("/en");
    expect(localizedHref(local, "pl", "/p/but")).toBe("/p/but");
  });

  it("makes absolute addresses on the request's origin", () => {
    expect(absoluteHref(local, "en", "/p/shoe", "localhost:4321", "http://localhost:4321")).toBe(
      "http://localhost:4321/en/p/shoe",
    );
  });
});

describe("language routing by domain", () => {
  const domains: LangConfig = {
    baseLang: "pl",
    langs: [
      { code: "pl", name: "Polski", locale: "pl-PL", domain: "sklep.example" },
      { code: "en", name: "English", locale: "en-GB", domain: "en.sklep.example" },
      { code: "de", name: "Deutsch", locale: "de-DE" },
    ],
  };

  it("picks the language from the host", () => {
    expect(resolveLang(domains, "en.sklep.example", "/c/shoes")).toEqual({
      lang: "en",
      path: "/c/shoes",
      prefixed: false,
    });
  });

  it("links across hosts absolutely and within a host relatively", () => {
    expect(localizedHref(domains, "en", "/c/shoes", "sklep.example")).toBe(
      "https://en.sklep.example/c/shoes",
    );
    expect(localizedHref(domains, "pl", "/c/buty", "sklep.example")).toBe("/c/buty");
    expect(localizedHref(domains, "de", "/c/schuhe", "en.sklep.example")).toBe(
      "https://sklep.example/de/c/schuhe",
    );
  });

  it("lets BASE_URL_<LANG> override a language's domain", () => {
    const env = baseUrlsFromEnv({ BASE_URL_EN: "http://127.0.0.1:4400", OTHER: "x" });
    expect(env).toEqual({ en: "http://127.0.0.1:4400" });
    const cfg = { ...local, baseUrls: env };
    expect(resolveLang(cfg, "127.0.0.1:4400", "/c/a").lang).toBe("en");
    expect(localizedHref(cfg, "en", "/c/a", "localhost:4321")).toBe("http://127.0.0.1:4400/c/a");
  });
});

describe("rewriteTarget", () => {
  it("escapes a decoded %, ? or # of a prefixed path again (/en/c/%25 answered 500, found by fuzzing)", () => {
    expect(rewriteTarget("/c/%", "")).toBe("/c/%25");
    expect(rewriteTarget("/c/a?b#c", "?page=2")).toBe("/c/a%3Fb%23c?page=2");
    expect(rewriteTarget("/p/żółty-kubek", "?vr=1")).toBe("/p/żółty-kubek?vr=1");
  });
});
