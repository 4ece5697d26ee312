import { describe, expect, it } from "vitest";
import { lazyChunkPlugin } from "./lazy-chunk.mjs";

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Calls one of the plugin's hooks with `context` as its `this`, in a project at /shop. */
function call(build: boolean, hook: "resolveId" | "load", context: object, ...args: unknown[]) {
  const plugin = lazyChunkPlugin(build) as unknown as Record<string, Hook>;
  plugin["configResolved"]?.call(undefined, { root: "/shop" });
  return plugin[hook]?.call(context, ...args);
}

describe("lazy chunk imports", () => {
  it("resolve the module as usual and keep the suffix", async () => {
    const context = { resolve: async (source: string) => ({ id: `/src/${source}.ts` }) };
    expect(await call(true, "resolveId", context, "listing-controls?lazy", "/src/a.ts")).toBe(
      "/src/listing-controls.ts?lazy",
    );
    expect(await call(true, "resolveId", context, "listing-controls", "/src/a.ts")).toBeNull();
  });

  it("give the browser build the URL of the module's own chunk", () => {
    const emitted: unknown[] = [];
    const context = {
      environment: { name: "client" },
      emitFile: (file: unknown) => (emitted.push(file), "ref1"),
    };
    expect(call(true, "load", context, "/src/x.ts?lazy")).toBe(
      "export default import.meta.ROLLUP_FILE_URL_ref1;",
    );
    expect(emitted).toEqual([{ type: "chunk", id: "/src/x.ts" }]);
  });

  it("give the server build no chunk and the dev server the source module's URL", () => {
    const context = { environment: { name: "ssr" }, emitFile: () => "never" };
    expect(call(true, "load", context, "/src/x.ts?lazy")).toBe('export default "";');
    expect(call(false, "load", {}, "/shop/src/x.ts?lazy")).toBe('export default "/src/x.ts";');
    expect(call(false, "load", {}, "/lib/y.js?lazy")).toBe('export default "/@fs/lib/y.js";');
    expect(call(true, "load", context, "/src/x.ts")).toBeNull();
  });
});
