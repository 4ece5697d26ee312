import { describe, expect, it } from "vitest";
import { isAdminPath, safeNext } from "./admin-paths";

describe("the back office's paths", () => {
  it("are /admin and everything under it, nothing else", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/orders/1")).toBe(true);
    expect(isAdminPath("/administrator")).toBe(false);
    expect(isAdminPath("/en/admin")).toBe(false);
  });

  it("send a login on only to a path of the back office on this site", () => {
    expect(safeNext("/admin/orders?status=PENDING")).toBe("/admin/orders?status=PENDING");
    expect(safeNext("//evil.example/admin")).toBe("/admin");
    expect(safeNext("https://evil.example/admin")).toBe("/admin");
    expect(safeNext("/admin\\@evil.example")).toBe("/admin");
    expect(safeNext("/p/some-product")).toBe("/admin");
    expect(safeNext("/administrator")).toBe("/admin");
    expect(safeNext(null)).toBe("/admin");
  });
});
