/**
 * The plan of a catalogue import (issue 31, item 6): every line of the file checked against
 * the catalogue and against the other lines, nothing written. A line names its product by `id`
 * or, with `id` empty, by `code`; it may change the code, the names, the list prices, the
 * stock (a product without variants), the categories and the archived flag. An empty cell
 * leaves its field as it is (an empty name in the base language is refused: a product needs
 * a name). A line is good or bad as a whole: a bad line changes nothing and lists every
 * reason. The import only changes products that exist; a line naming none is bad. A line with
 * fewer or more cells than the header (a cut line, a stray separator) is bad for that reason
 * alone: its cells cannot be matched to the columns, so none of them is read.
 */
import type { CsvFile, CsvRecord } from "./catalogue-csv";
import {
  archivedCell,
  categoriesCell,
  MAX_CODE,
  MAX_NAME,
  priceCell,
  stockCell,
} from "./catalogue-cells";
import type {
  CatalogueSnapshot,
  ImportPlan,
  ImportProblem,
  ProductPatch,
  ProductSnapshot,
} from "./catalogue-import.types";
import { diffProduct } from "./catalogue-diff";

/** The columns a file must have: `code` (or `id`) and the base language's name. */
export function missingColumns(columns: readonly string[], langs: readonly string[]): string[] {
  const has = new Set(columns);
  const missing: string[] = [];
  if (!has.has("id") && !has.has("code")) missing.push("code");
  if (langs[0] && !has.has(`name_${langs[0]}`)) missing.push(`name_${langs[0]}`);
  return missing;
}

interface Seen {
  ids: Map<number, number>;
  codes: Map<string, number>;
}

function findProduct(
  record: CsvRecord,
  catalogue: CatalogueSnapshot,
  byCode: ReadonlyMap<string, number>,
  problems: ImportProblem[],
): ProductSnapshot | null {
  const rawId = (record.cells["id"] ?? "").trim();
  const code = (record.cells["code"] ?? "").trim();
  if (rawId !== "") {
    if (!/^\d{1,15}$/.test(rawId)) {
      problems.push({ field: "id", code: "badId", value: rawId });
      return null;
    }
    const product = catalogue.products.get(Number(rawId));
    if (!product) problems.push({ field: "id", code: "unknownProduct", value: rawId });
    return product ?? null;
  }
  if (code === "") {
    problems.push({ field: "code", code: "missingCode" });
    return null;
  }
  const id = byCode.get(code);
  const product = id === undefined ? undefined : catalogue.products.get(id);
  if (!product) problems.push({ field: "code", code: "unknownProduct", value: code });
  return product ?? null;
}

/** Reads one line into the patch it asks for (before comparing with the product). */
function readLine(
  record: CsvRecord,
  product: ProductSnapshot,
  catalogue: CatalogueSnapshot,
  byCode: ReadonlyMap<string, number>,
  problems: ImportProblem[],
): ProductPatch {
  const cell = (column: string) => record.cells[column];
  const wanted: ProductPatch = {};
  const code = (cell("code") ?? "").trim();
  if (code.length > MAX_CODE) problems.push({ field: "code", code: "tooLong" });
  else if (code !== "" && code !== product.code) {
    const owner = byCode.get(code);
    if (owner !== undefined && owner !== product.id)
      problems.push({ field: "code", code: "codeTaken", value: code });
    else wanted.code = code;
  }
  catalogue.langs.forEach((lang, i) => {
    const field = `name_${lang}`;
    const raw = cell(field);
    if (raw === undefined) return;
    const name = raw.replace(/\s+/g, " ").trim();
    if (name === "") {
      if (i === 0) problems.push({ field, code: "missingName" });
    } else if (name.length > MAX_NAME) problems.push({ field, code: "tooLong" });
    else (wanted.names ??= {})[lang] = name;
  });
  for (const lang of catalogue.langs) {
    const field = `price_${lang}`;
    const price = priceCell(cell(field) ?? "");
    if (!price.ok) problems.push({ field, code: price.code, value: cell(field) });
    else if (price.value !== null) (wanted.prices ??= {})[lang] = price.value;
  }
  const stock = stockCell(cell("stock") ?? "");
  if (!stock.ok) problems.push({ field: "stock", code: stock.code, value: cell("stock") });
  else if (stock.value !== null) {
    if (product.hasVariants && stock.value !== product.stock)
      problems.push({ field: "stock", code: "variantStock", value: cell("stock") });
    else wanted.stock = stock.value;
  }
  const categories = categoriesCell(cell("categories") ?? "", catalogue.categories);
  if (!categories.ok)
    problems.push({ field: "categories", code: "unknownCategory", value: categories.unknown });
  else if (categories.value !== null) wanted.categories = categories.value;
  const archived = archivedCell(cell("archived") ?? "");
  if (!archived.ok)
    problems.push({ field: "archived", code: archived.code, value: cell("archived") });
  else if (archived.value !== null) wanted.archived = archived.value;
  return wanted;
}

/** Checks every line of a file against the catalogue; writes nothing. */
export function planImport(file: CsvFile, catalogue: CatalogueSnapshot): ImportPlan {
  const byCode = new Map<string, number>();
  for (const product of catalogue.products.values()) byCode.set(product.code, product.id);
  const seen: Seen = { ids: new Map(), codes: new Map() };
  const plan: ImportPlan = { updates: [], unchanged: 0, bad: [] };
  const width = String(file.columns.length);
  for (const record of file.records) {
    if (record.width !== file.columns.length) {
      const value = String(record.width);
      plan.bad.push({
        line: record.line,
        problems: [{ field: "line", code: "cellCount", value, expected: width }],
      });
      continue;
    }
    const problems: ImportProblem[] = [];
    const product = findProduct(record, catalogue, byCode, problems);
    const code = (record.cells["code"] ?? "").trim();
    const sameCode = code === "" ? undefined : seen.codes.get(code);
    if (sameCode !== undefined)
      problems.push({ field: "code", code: "duplicateCode", value: String(sameCode) });
    else if (code !== "") seen.codes.set(code, record.line);
    if (product) {
      const sameId = seen.ids.get(product.id);
      if (sameId !== undefined)
        problems.push({ field: "id", code: "duplicateProduct", value: String(sameId) });
      else seen.ids.set(product.id, record.line);
    }
    const wanted = product ? readLine(record, product, catalogue, byCode, problems) : {};
    if (problems.length > 0 || !product) {
      plan.bad.push({ line: record.line, problems });
      continue;
    }
    const update = diffProduct(product, wanted, catalogue.langs);
    if (update.changes.length === 0) plan.unchanged++;
    else plan.updates.push({ line: record.line, id: product.id, code: product.code, ...update });
  }
  return plan;
}
