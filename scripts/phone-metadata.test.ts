/**
 * src/domain/address/phone-metadata.json is libphonenumber-js's "min" metadata cut to the countries the shop's
 * pickers offer (domain/checkout/delivery-countries.ts) and every country sharing a calling
 * code with one of them (+1 brings Canada with the US, +44 Jersey with Britain), about 6 kB
 * gzip instead of 19 kB for all 245. It must stay the package's own data: after an update of
 * libphonenumber-js (or of the country list) this test fails until the file is written again
 * with `UPDATE_PHONE_METADATA=1 npx vitest run scripts/phone-metadata.test.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import full from "libphonenumber-js/metadata.min.json";
import { describe, expect, it } from "vitest";
import { DELIVERY_COUNTRIES } from "../src/domain/checkout/delivery-countries";

const FILE = new URL("../src/domain/address/phone-metadata.json", import.meta.url);

function subset() {
  const listed = new Set(DELIVERY_COUNTRIES.map((c) => c.toUpperCase()));
  const codes = Object.entries(full.country_calling_codes).filter(([, countries]) =>
    countries.some((c) => listed.has(c)),
  );
  const countries = Object.fromEntries(
    codes
      .flatMap(([, list]) => list)
      .map((c) => [c, full.countries[c as keyof typeof full.countries]]),
  );
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(codes),
    countries,
  };
}

describe("the phone metadata", () => {
  it("is the installed libphonenumber-js min metadata of the delivery countries and their calling codes", () => {
    const expected = `${JSON.stringify(subset())}\n`;
    if (process.env["UPDATE_PHONE_METADATA"] === "1") writeFileSync(FILE, expected);
    expect(readFileSync(FILE, "utf8")).toBe(expected);
  });
});
