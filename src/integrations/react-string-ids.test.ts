import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reactStringIdsPlugin } from "./react-string-ids.mjs";

type Transform = (code: string, id: string) => string | null;
const transform = (reactStringIdsPlugin() as unknown as { transform: Transform }).transform;
const ID = "/shop/node_modules/@astrojs/react/dist/server.js";
const source = readFileSync(
  new URL("../../node_modules/@astrojs/react/dist/server.js", import.meta.url),
  "utf8",
);

describe("React islands rendered to strings keep their ids", () => {
  it("passes the island's id prefix to the installed adapter's string renderer, and leaves other modules alone", () => {
    const patched = transform(source, ID) ?? "";
    expect(patched).toContain(
      "ReactDOM.renderToString(vnode, { identifierPrefix: renderOptions.identifierPrefix })",
    );
    expect(patched).not.toContain("ReactDOM.renderToString(vnode);");
    expect(transform(source, "/shop/src/server.js")).toBeNull();
  });

  it("stops the build when the adapter's renderer is no longer as expected", () => {
    expect(() => transform("export {}", ID)).toThrow(/no longer renders islands to a string/);
  });
});
