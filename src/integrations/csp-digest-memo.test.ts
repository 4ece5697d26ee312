import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cspDigestMemoPlugin } from "./csp-digest-memo.mjs";

type Transform = (code: string, id: string) => string | null;
const transform = (cspDigestMemoPlugin() as unknown as { transform: Transform }).transform;
const source = readFileSync(
  new URL("../../node_modules/astro/dist/core/encryption.js", import.meta.url),
  "utf8",
);

describe("CSP digest memo", () => {
  it("wraps the installed Astro's digest function and leaves other modules alone", () => {
    const patched = transform(source, "/shop/node_modules/astro/dist/core/encryption.js");
    expect(patched).toContain("const cspDigests = new Map();");
    expect(patched).toContain("async function computeCspDigest(data, algorithm) {");
    expect(transform(source, "/shop/src/encryption.js")).toBeNull();
  });

  it("gives the same digests as Astro, computing each text once", async () => {
    const patched = transform(source, "/x/node_modules/astro/dist/core/encryption.js") ?? "";
    let digests = 0;
    const run = new Function(
      "crypto",
      "encodeBase64",
      `const encoder = new TextEncoder(); const ALGORITHMS = { "SHA-256": "sha256-" };
       ${patched.slice(patched.indexOf("const cspDigests"), patched.indexOf("async function generateContentHash"))}
       return generateCspDigest;`,
    ) as (
      c: unknown,
      b: (bytes: Uint8Array) => string,
    ) => (d: string, a: string) => Promise<string>;
    const counting = {
      subtle: {
        digest: (algorithm: string, data: Uint8Array<ArrayBuffer>) => {
          digests++;
          return crypto.subtle.digest(algorithm, data);
        },
      },
    };
    const digest = run(counting, (bytes) => Buffer.from(bytes).toString("base64"));
    const script = "console.log(1)";
    // SHA-256 of "console.log(1)", worked out with `openssl dgst -sha256 -binary | base64`.
    const expected = "sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M=";
    expect(await digest(script, "SHA-256")).toBe(expected);
    expect(await digest(script, "SHA-256")).toBe(expected);
    expect(digests).toBe(1);
    await digest("other", "SHA-256");
    expect(digests).toBe(2);
  });

  it("stops the build when Astro's function is gone", () => {
    expect(() => transform("export {}", "/x/node_modules/astro/dist/core/encryption.js")).toThrow(
      /no longer defines generateCspDigest/,
    );
  });
});
