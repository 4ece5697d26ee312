import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/catalogue-import-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import {
  readCatalogueCsv,
  writeCatalogueCsv,
} from "../../../domain/catalogue-import/catalogue-csv";
import { closeDb, getDb } from "../../db/client";
import { createSeededDatabase } from "../../db/seed/index";
import { getProduct } from "../catalogue.service";
import { getProductsTimestamp } from "../settings.service";
import { adminProduct, editPrice, editStock } from "./admin-catalogue.service";
import { confirmImport, exportCatalogue, previewImport } from "./catalogue-import.service";

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 20, images: false });
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

/** The exported file with `edit` applied to the record of product `id`. */
async function edited(id: number, edit: Record<string, string>, extra: string[] = []) {
  const read = readCatalogueCsv(await exportCatalogue(null, "test"));
  if (!read.ok) throw new Error("export unreadable");
  const rows = read.records.map((r) =>
    r.cells["id"] === String(id) ? { ...r.cells, ...edit } : r.cells,
  );
  return writeCatalogueCsv(read.columns, rows).replace(/\r\n$/, `\r\n${extra.join("\r\n")}`);
}

async function ownerAudit(subject: string) {
  return (await getDb())
    .selectFrom("audit_log")
    .select(["action", "detail"])
    .where("subject", "=", subject)
    .orderBy("id", "desc")
    .execute();
}

describe("the catalogue's CSV import", () => {
  it("exports every product with a byte-order mark and a column per language, and logs it", async () => {
    const text = await exportCatalogue(null, "a-export");
    expect(
      text.startsWith(
        "\uFEFFid;code;name_pl;name_en;name_de;price_pl;price_en;price_de;stock;categories;archived\r\n",
      ),
    ).toBe(true);
    const read = readCatalogueCsv(text);
    expect(read.ok && read.records.length).toBe(20);
    const [logged] = await ownerAudit("catalogue");
    expect(logged?.action).toBe("catalogue.export");
    expect(JSON.parse(logged?.detail ?? "{}")).toEqual({ products: 20, address: "a-export" });
  });

  it("previews a good change and a bad line, writes nothing, then applies exactly the preview", async () => {
    const before = await getProduct(4, "pl");
    const fifth = await getProduct(5, "pl");
    const stampBefore = await getProductsTimestamp();
    const text = await edited(4, { price_pl: "77.70", name_en: "Renamed kettle" }, [
      "9999;NOPE;Nic;;;abc;;;-3;;",
      `5;${fifth?.code ?? ""};to jest zła linia bez pól`,
    ]);
    const preview = await previewImport(1, text);
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.plan.updates.map((u) => [u.id, u.changes.map((c) => c.field)])).toEqual([
      [4, ["name_en", "price_pl"]],
    ]);
    expect(preview.plan.bad).toEqual([
      {
        line: 22,
        problems: [{ field: "id", code: "unknownProduct", value: "9999" }],
      },
      {
        line: 23,
        problems: [{ field: "line", code: "cellCount", value: "3", expected: "11" }],
      },
    ]);
    expect((await getProduct(4, "pl"))?.price["pl"]?.brutto).toBe(before?.price["pl"]?.brutto);

    expect(await confirmImport(1, preview.id)).toEqual({ ok: true, changed: 1 });
    const after = await getProduct(4, "pl");
    expect(after?.price["pl"]?.brutto).toBe(77.7);
    expect(after?.name["en"]).toBe("Renamed kettle");
    expect((await getProduct(5, "pl"))?.name).toEqual(fifth?.name);
    expect(await getProductsTimestamp()).toBeGreaterThan(stampBefore);
    expect((await ownerAudit("product:4"))[0]?.action).toBe("product.import");
    expect(await confirmImport(1, preview.id)).toEqual({ ok: false, error: "expired" });
  });

  it("refuses a confirm when the catalogue changed after the preview", async () => {
    const preview = await previewImport(1, await edited(6, { price_pl: "12.34" }));
    if (!preview.ok) throw new Error(preview.error);
    expect(await editPrice(1, 6, "pl", 15)).toEqual({ ok: true });
    expect(await confirmImport(1, preview.id)).toEqual({ ok: false, error: "changed" });
    expect((await getProduct(6, "pl"))?.price["pl"]?.brutto).toBe(15);
  });

  it("keeps a preview to the owner who uploaded it", async () => {
    const preview = await previewImport(1, await edited(7, { archived: "1" }));
    if (!preview.ok) throw new Error(preview.error);
    expect(await confirmImport(2, preview.id)).toEqual({ ok: false, error: "expired" });
  });

  it("refuses a file without the base language's names", async () => {
    expect(await previewImport(1, "id;code\r\n1;A\r\n")).toEqual({
      ok: false,
      error: "columns",
      columns: ["name_pl"],
    });
  });
});

describe("the owner's edits of a product", () => {
  it("sets a price with its net price and history, and a variant's stock with the product's total", async () => {
    expect(await editPrice(1, 8, "pl", 123)).toEqual({ ok: true });
    const product = await getProduct(8, "pl");
    expect(product?.price["pl"]?.brutto).toBe(123);
    expect(product?.priceHistory?.["pl"]?.at(-1)?.val).toBe(
      product?.price["pl"]?.discountBrutto ?? 123,
    );
    const variant = (await adminProduct(8))?.variants[0];
    expect(await editStock(1, 8, variant?.id ?? 0, 42)).toEqual({ ok: true });
    const edited = await adminProduct(8);
    expect(edited?.variants[0]?.count).toBe(42);
    expect(edited?.totalStock).toBe(
      edited?.variants.reduce((n, v) => n + Math.max(v.count - v.locked, 0), 0),
    );
    expect((await ownerAudit("product:8")).map((a) => a.action)).toEqual([
      "product.stock",
      "product.price",
    ]);
    expect(await editStock(1, 8, 999_999, 1)).toEqual({ ok: false, error: "notFound" });
  });
});
