/**
 * The back office's edits of one product (issue 31, item 6), one zod schema per action: a
 * language's list price (gross, base currency, a dot or a comma, two decimals at most), a
 * variant's stock (whole pieces, 0 or more) and archiving. A refused form names its field and
 * a reason code (`badPrice`, `negativeStock`, …) the page translates.
 */
import { z } from "zod";
import { priceCell, stockCell } from "./catalogue-cells";

const price = z.string("missingPrice").transform((raw, ctx) => {
  const cell = priceCell(raw);
  if (cell.ok && cell.value !== null) return cell.value;
  ctx.addIssue({ code: "custom", message: cell.ok ? "missingPrice" : cell.code });
  return z.NEVER;
});

const stock = z.string("missingStock").transform((raw, ctx) => {
  const cell = stockCell(raw);
  if (cell.ok && cell.value !== null) return cell.value;
  ctx.addIssue({ code: "custom", message: cell.ok ? "missingStock" : cell.code });
  return z.NEVER;
});

export const PriceEdit = z.object({
  lang: z.string("badLang").regex(/^[a-z]{2}$/, "badLang"),
  price,
});

export const StockEdit = z.object({
  variant: z.coerce.number("badVariant").int("badVariant").positive("badVariant"),
  stock,
});

export const ArchiveEdit = z.object({
  archived: z.enum(["0", "1"], "badArchived").transform((v) => v === "1"),
});

const EDIT_PROBLEMS = [
  "badPrice",
  "missingPrice",
  "badStock",
  "negativeStock",
  "missingStock",
  "badVariant",
  "badLang",
  "badArchived",
] as const;
export type EditProblemCode = (typeof EDIT_PROBLEMS)[number] | "invalid";
export type EditProblem = { field: string; code: EditProblemCode };

function problemCode(message: string | undefined): EditProblemCode {
  return EDIT_PROBLEMS.find((p) => p === message) ?? "invalid";
}

/** A form's fields by name, checked by `schema`: the value or its first problem. */
export function readEdit<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): { ok: true; value: z.infer<S> } | { ok: false; problem: EditProblem } {
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return {
    ok: false,
    problem: {
      field: String(issue?.path[0] ?? "form"),
      code: problemCode(issue?.message),
    },
  };
}
