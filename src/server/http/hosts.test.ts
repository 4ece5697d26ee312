import { describe, expect, it } from "vitest";
import type { LangConfig } from "../../i18n/routing";
import { allowedHosts, hostName, isAllowedHost } from "./hosts";

const CONFIG: LangConfig = {
  baseLang: "pl",
  langs: [
    { code: "pl", name: "Polski" },
    { code: "en", name: "English", domain: "en.shop.example" },
    { code: "de", name: "Deutsch" },
  ] as LangConfig["langs"],
  baseUrls: { de: "https://de.shop.example" },
  siteOrigin: "https://shop.example",
};

describe("allowed hosts", () => {
  const allowed = allowedHosts(
    { SITE_URL: "https://shop.example", ALLOWED_HOSTS: "www.shop.example, *.cdn.example" },
    CONFIG,
  );

  it("serves loopback, the site's host, the listed hosts and the language domains, on any port", () => {
    for (const host of [
      "localhost:4321",
      "127.0.0.1",
      "[::1]:8080",
      "shop.example",
      "SHOP.example:443",
      "www.shop.example",
      "eu.cdn.example",
      "en.shop.example",
      "de.shop.example",
    ])
      expect(isAllowedHost(host, allowed), host).toBe(true);
  });

  it("refuses other hosts, look-alikes and malformed headers", () => {
    for (const host of [
      "evil.example",
      "shop.example.evil.example",
      "cdn.example",
      "xshop.example",
      "::::",
      "",
      null,
      "shop.example:99999",
      "shop.example/path",
      "user@shop.example",
      "shop example",
      "a".repeat(300),
    ])
      expect(isAllowedHost(host, allowed), String(host)).toBe(false);
  });

  it("reads a host name without its port and trailing dot", () => {
    expect(hostName("Shop.Example.:8080")).toBe("shop.example");
    expect(hostName("[::1]:3000")).toBe("[::1]");
    expect(hostName("bad host")).toBeNull();
  });

  it("allows only loopback when nothing is configured", () => {
    const none = allowedHosts(
      {},
      { baseLang: "pl", langs: [], siteOrigin: "http://localhost:4321" },
    );
    expect(isAllowedHost("localhost:4321", none)).toBe(true);
    expect(isAllowedHost("shop.example", none)).toBe(false);
  });
});
