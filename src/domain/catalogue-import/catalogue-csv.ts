/**
 * The catalogue's CSV file (issue 31, item 6), read and written with csv-parse and
 * csv-stringify.
 *
 * Written: UTF-8 with a byte-order mark (so spreadsheet programs read Polish letters right),
 * `;` between fields (the list separator of Polish and German spreadsheets, where `,` is the
 * decimal comma), CRLF line ends, a header line, amounts with a dot and two decimals, several
 * categories joined by `|`, archived as 0 or 1. Columns: `id`, `code`, `name_<lang>` for each
 * shop language, `price_<lang>` (the list price before discounts, gross, in the base currency:
 * the shop keeps one price list per language), `stock`, `categories`, `archived`.
 *
 * Read: the same, with or without the mark; the separator is the header's (`;` or `,`); columns
 * in any order, unknown ones ignored; quoted fields may hold separators and line breaks. Each
 * record keeps the number of the line it starts on, for the owner to find it, and how many cells
 * it has: a record with fewer or more cells than the header is not read by column (its cells
 * would land in the wrong ones), the plan refuses it.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

export const CSV_SEPARATOR = ";";
export const CATEGORY_SEPARATOR = "|";

/** The file's columns for a shop in `langs`. */
export function csvColumns(langs: readonly string[]): string[] {
  return [
    "id",
    "code",
    ...langs.map((l) => `name_${l}`),
    ...langs.map((l) => `price_${l}`),
    "stock",
    "categories",
    "archived",
  ];
}

/** One record of the file: its first line's number, its cells by column name and their count. */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
  width: number;
}

/** A file read: its header's columns (lower case, in order) and its records. */
export interface CsvFile {
  columns: string[];
  records: CsvRecord[];
}

export type CsvRead =
  ({ ok: true } & CsvFile) | { ok: false; error: "empty" | "malformed"; line?: number | undefined };

/** Reads a catalogue file's text; a file that is not CSV at all is refused whole. */
export function readCatalogueCsv(text: string): CsvRead {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  if (firstLine.trim() === "") return { ok: false, error: "empty" };
  const delimiter = firstLine.includes(";") ? ";" : ",";
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(body, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return { ok: false, error: "malformed", line: typeof line === "number" ? line : undefined };
  }
  const [head, ...rest] = rows;
  if (!head) return { ok: false, error: "empty" };
  const columns = head.record.map((c) => c.trim().toLowerCase());
  let previousEnd = head.info.lines;
  const records = rest.map(({ record, info }) => {
    const cells: Record<string, string> = {};
    columns.forEach((column, i) => {
      if (column !== "" && !(column in cells)) cells[column] = record[i] ?? "";
    });
    // `info.lines` counts lines up to the record's end; skipped blank lines sit before it.
    const lines = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    const line = Math.max(previousEnd + 1, info.lines - lines);
    previousEnd = info.lines;
    return { line, cells, width: record.length };
  });
  return { ok: true, columns, records };
}

/** Writes rows (cells by column name) under the header `columns`, with the byte-order mark. */
export function writeCatalogueCsv(
  columns: readonly string[],
  rows: readonly Record<string, string>[],
): string {
  const text = stringify(
    rows.map((row) => columns.map((c) => row[c] ?? "")),
    { header: true, columns: [...columns], delimiter: CSV_SEPARATOR, record_delimiter: "\r\n" },
  );
  return `\uFEFF${text}`;
}

/** An amount as the file writes it: a dot and two decimals. */
export function csvAmount(amount: number): string {
  return amount.toFixed(2);
}
