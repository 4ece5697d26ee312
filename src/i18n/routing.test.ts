import { describe, expect, it } from "vitest";
import {
  absoluteHref,
  baseUrlsFromEnv,
  localizedHref,
  langOrigin,
  linksFor,
  rewriteTarget,
  resolveLang,
  siteOriginFromEnv,
  type LangConfig,
} from "./routing";

const langs = [
  { code: "pl", name: "Polski", locale: "pl-PL" },
  { code: "en", name: "English", locale: "en-GB" },
  { code: "de", name: "Deutsch", locale: "de-DE" },
];
const local: LangConfig = { baseLang: "pl", langs, siteOrigin: "https://shop.example" };

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

  it("makes absolute addresses on SITE_URL's origin, never on the request's host or scheme", () => {
    expect(absoluteHref(local, "en", "/p/shoe")).toBe("https://shop.example/en/p/shoe");
    expect(absoluteHref(local, "pl", "/")).toBe("https://shop.example/");
    expect(absoluteHref(local, "pl", "/reset-password/abc")).toBe(
      "https://shop.example/reset-password/abc",
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
    siteOrigin: "https://shop.example",
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

  it("puts a language with a domain on it, and the other languages on the base language's domain", () => {
    expect(absoluteHref(domains, "en", "/c/shoes")).toBe("https://en.sklep.example/c/shoes");
    expect(absoluteHref(domains, "pl", "/c/buty")).toBe("https://sklep.example/c/buty");
    expect(absoluteHref(domains, "de", "/c/schuhe")).toBe("https://sklep.example/de/c/schuhe");
    const env = { ...domains, baseUrls: { en: "http://en.local:8080" } };
    expect(langOrigin(env, "en")).toBe("http://en.local:8080");
    expect(absoluteHref(env, "en", "/")).toBe("http://en.local:8080/");
  });

  it("puts the prefixed languages on SITE_URL's origin when only another language has a domain", () => {
    const cfg: LangConfig = {
      ...local,
      baseUrls: baseUrlsFromEnv({ BASE_URL_EN: "https://en.shop.example" }),
    };
    expect(absoluteHref(cfg, "en", "/p/shoe")).toBe("https://en.shop.example/p/shoe");
    expect(absoluteHref(cfg, "de", "/p/schuh")).toBe("https://shop.example/de/p/schuh");
    expect(absoluteHref(cfg, "pl", "/p/but")).toBe("https://shop.example/p/but");
  });
});

describe("a request's links", () => {
  const domains: LangConfig = {
    baseLang: "pl",
    langs: [
      { code: "pl", name: "Polski", locale: "pl-PL", domain: "sklep.example" },
      { code: "en", name: "English", locale: "en-GB", domain: "en.sklep.example" },
      { code: "de", name: "Deutsch", locale: "de-DE" },
    ],
    siteOrigin: "https://shop.example",
  };
  const links = linksFor(domains, "en", "en.sklep.example");

  it("links in the request's language from the request's host unless told another language", () => {
    expect(links.href("/c/shoes")).toBe("/c/shoes");
    expect(links.href("/c/buty", "pl")).toBe("https://sklep.example/c/buty");
    expect(links.href("/c/schuhe", "de")).toBe("https://sklep.example/de/c/schuhe");
  });

  it("builds absolute addresses on the language's origin whatever the host", () => {
    expect(links.absoluteHref("/c/shoes")).toBe("https://en.sklep.example/c/shoes");
    expect(links.absoluteHref("/c/buty", "pl")).toBe("https://sklep.example/c/buty");
  });
});

describe("the site's origin", () => {
  it("is SITE_URL's origin, without a path", () => {
    expect(siteOriginFromEnv({ SITE_URL: "https://shop.example/sklep/", PORT: "80" })).toBe(
      "https://shop.example",
    );
    expect(siteOriginFromEnv({ SITE_URL: "http://shop.example:8080" })).toBe(
      "http://shop.example:8080",
    );
  });

  it("is http://localhost with the port when SITE_URL is unset or not an http(s) URL", () => {
    expect(siteOriginFromEnv({ PORT: "4399" })).toBe("http://localhost:4399");
    expect(siteOriginFromEnv({})).toBe("http://localhost:4321");
    expect(siteOriginFromEnv({ SITE_URL: "shop.example", PORT: "5000" })).toBe(
      "http://localhost:5000",
    );
    expect(siteOriginFromEnv({ SITE_URL: "ftp://shop.example" })).toBe("http://localhost:4321");
  });
});

describe("rewriteTarget", () => {
  it("escapes a decoded %, ? or # of a prefixed path again (/en/c/%25 answered 500, found by fuzzing)", () => {
    expect(rewriteTarget("/c/%", "")).toBe("/c/%25");
    expect(rewriteTarget("/c/a?b#c", "?page=2")).toBe("/c/a%3Fb%23c?page=2");
    expect(rewriteTarget("/p/żółty-kubek", "?vr=1")).toBe("/p/żółty-kubek?vr=1");
  });
});
