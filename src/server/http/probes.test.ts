import { describe, expect, it } from "vitest";
import { pathOf, probeOf } from "./probes.mjs";

describe("probe paths", () => {
  it("are /healthz and /readyz, with or without a trailing slash or a query", () => {
    expect(probeOf("/healthz")).toBe("health");
    expect(probeOf("/healthz/")).toBe("health");
    expect(probeOf("/readyz?from=lb")).toBe("ready");
    expect(probeOf("/readyz/")).toBe("ready");
  });

  it("are no other path, however close", () => {
    for (const target of ["/", "/healthz2", "/api/healthz", "/readyz/x", "/HEALTHZ", "//healthz"])
      expect(probeOf(target)).toBeNull();
  });

  it("leave the query out of a path", () => {
    expect(pathOf("/s?q=a?b")).toBe("/s");
    expect(pathOf("/p/1")).toBe("/p/1");
  });
});
