/**
 * A shop of 10,000 products imports in under a minute (issue 31, item 6): the whole
 * catalogue exported, every line changed (a name, a price, the stock where a product has no
 * variants, every tenth archived), then read, checked, previewed and applied in one
 * transaction on SQLite. The measured time is printed.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/catalogue-perf-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import {
  readCatalogueCsv,
  writeCatalogueCsv,
} from "../../../domain/catalogue-import/catalogue-csv";
import { closeDb } from "../../db/client";
import { createSeededDatabase } from "../../db/seed/index";
import { getProduct } from "../catalogue.service";
import { confirmImport, exportCatalogue, previewImport } from "./catalogue-import.service";

const LINES = 10_000;

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", {
    // A few seeded products are removed (not exported): seed some more than the file's lines.
    products: LINES + 200,
    images: false,
  });
}, 600_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

describe("importing a large catalogue", () => {
  it("reads, checks and applies 10,000 changed lines in under a minute", async () => {
    const exported = readCatalogueCsv(await exportCatalogue(null, "perf"));
    if (!exported.ok) throw new Error("export unreadable");
    const rows = exported.records.slice(0, LINES).map(({ cells }, i) => ({
      ...cells,
      name_pl: `${cells["name_pl"]} v2`,
      price_pl: (Number(cells["price_pl"] || "10") + 1).toFixed(2),
      ...(i % 10 === 0 ? { archived: cells["archived"] === "1" ? "0" : "1" } : {}),
    }));
    expect(rows.length).toBe(LINES);
    const text = writeCatalogueCsv(exported.columns, rows);

    const started = performance.now();
    const preview = await previewImport(1, text);
    if (!preview.ok) throw new Error(preview.error);
    const previewed = performance.now();
    const confirmed = await confirmImport(1, preview.id);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `catalogue import of ${rows.length} lines: preview ${((previewed - started) / 1000).toFixed(1)} s, total ${seconds.toFixed(1)} s`,
    );

    expect(preview.plan.bad).toEqual([]);
    expect(confirmed).toEqual({ ok: true, changed: rows.length });
    expect(seconds).toBeLessThan(60);
    const first = exported.records[0]?.cells;
    const product = await getProduct(Number(first?.["id"]), "pl");
    expect(product?.name["pl"]).toBe(`${first?.["name_pl"]} v2`);
  }, 300_000);
});
