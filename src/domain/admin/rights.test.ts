import { describe, expect, it } from "vitest";
import { ADMIN_RIGHTS, can, rightForPath } from "./rights";

describe("back-office rights", () => {
  it("gives an owner every right", () => {
    expect(ADMIN_RIGHTS.every((r) => can("owner", r))).toBe(true);
  });

  it("lets staff run orders, returns and products but not content, settings, imports or the audit log", () => {
    expect(ADMIN_RIGHTS.filter((r) => can("staff", r))).toEqual(["orders", "returns", "catalogue"]);
  });

  it("finds the right of a path by its longest area prefix", () => {
    expect(rightForPath("/admin/orders/W-1")).toBe("orders");
    expect(rightForPath("/admin/catalogue")).toBe("catalogue");
    expect(rightForPath("/admin/catalogue/import")).toBe("catalogueImport");
    expect(rightForPath("/admin/catalogue/import/preview")).toBe("catalogueImport");
    expect(rightForPath("/admin/settings")).toBe("settings");
  });

  it("asks no right for the home screen, the login or a path that only starts like an area", () => {
    expect(rightForPath("/admin")).toBeNull();
    expect(rightForPath("/admin/login")).toBeNull();
    expect(rightForPath("/admin/ordersx")).toBeNull();
  });
});
