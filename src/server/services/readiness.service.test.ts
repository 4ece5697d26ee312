import { describe, expect, it } from "vitest";
import { pendingMigrations } from "./readiness.service";

const KNOWN = ["001_initial", "002_order_stock", "003_mail_opens"];

describe("pending migrations", () => {
  it("are none when every known migration has been applied", () => {
    expect(pendingMigrations(KNOWN, KNOWN)).toEqual([]);
  });

  it("are the known migrations the database lacks, in their order", () => {
    expect(pendingMigrations(["002_order_stock"], KNOWN)).toEqual([
      "001_initial",
      "003_mail_opens",
    ]);
    expect(pendingMigrations([], KNOWN)).toEqual(KNOWN);
  });

  it("ignore migrations the database has that this build does not know (a newer build ran)", () => {
    expect(pendingMigrations([...KNOWN, "004_later"], KNOWN)).toEqual([]);
  });
});
