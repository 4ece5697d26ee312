import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageEncodingPlugin } from "./page-encoding.mjs";

type Transform = (code: string, id: string) => string | null;
const transform = (pageEncodingPlugin() as unknown as { transform: Transform }).transform;
const ID = "/shop/node_modules/astro/dist/runtime/server/render/page.js";
const source = readFileSync(
  new URL("../../node_modules/astro/dist/runtime/server/render/page.js", import.meta.url),
  "utf8",
);

describe("the patched page renderer", () => {
  it("turns a page rendered whole into bytes with utf8Page", () => {
    const patched = transform(source, ID) ?? "";
    expect(patched).toMatch(/import \{ utf8Page \} from ".*utf8-page\.ts";/);
    expect(patched).toContain("body = utf8Page(body);");
    expect(patched).not.toContain("body = encoder.encode(body);");
  });

  it("leaves other modules alone", () => {
    expect(transform(source, "/shop/src/page.js")).toBeNull();
  });

  it("stops the build when Astro's page renderer is no longer as expected", () => {
    expect(() => transform("export {}", ID)).toThrow(/no longer encodes a page/);
  });
});
