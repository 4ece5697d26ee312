import { describe, expect, it } from "vitest";
import { pickEncoding } from "./static-compression.mjs";

describe("static asset encoding", () => {
  it("prefers brotli, falls back to gzip and respects q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
