/**
 * Filing a return (spec 2 §7 return/{id}; decision 0020): one schema for the JSON body of
 * `POST /api/public/return/{order no}` and for the order page's return form, posted without
 * JavaScript: `tick-{i}`, `count-{i}` and `reason-{i}` for the order's i-th line, then
 * `returnDelivery` and `pickupSize`. Both hand the parsed request to `createReturn`, which checks
 * it against what is left to return.
 */
import { z } from "zod";
import { formNumber, formText, parseInput } from "./form-input";

export const returnRequestSchema = z.object({
  products: z
    .array(
      z.object({
        id: z.string().max(32),
        variantHash: z.string().max(200).default(""),
        count: z.number().int().min(0).max(100_000),
        reason: z.string().max(40).default("none"),
      }),
    )
    .max(200),
  returnDelivery: z.enum(["default", "inpostLocker"]).default("default"),
  pickupSize: z.enum(["small", "medium", "large"]).optional(),
});

type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/** An ordered line as the form lists it (its index is the `{i}` of its fields). */
interface ReturnFormLine {
  id: string;
  variantHash: string;
}

/** A refused form also says which of the order's lines (indexes) have a refused count. */
type ReturnFormInput =
  { ok: true; data: ReturnRequestInput } | { ok: false; fields: string[]; lines: number[] };

/**
 * The order page's return form as the endpoint's body: the ticked lines with their count (blank
 * is 0, so the line counts as not chosen) and reason, the return method and the package size.
 */
export function parseReturnForm(
  form: FormData,
  ordered: readonly ReturnFormLine[],
): ReturnFormInput {
  const ticked = ordered.flatMap((line, i) => (formText(form, `tick-${i}`) ? [{ line, i }] : []));
  const parsed = parseInput(returnRequestSchema, {
    products: ticked.map(({ line, i }) => ({
      id: line.id,
      variantHash: line.variantHash,
      count: formNumber(form, `count-${i}`, 0),
      reason: formText(form, `reason-${i}`),
    })),
    returnDelivery: formText(form, "returnDelivery"),
    pickupSize: formText(form, "pickupSize"),
  });
  if (parsed.ok) return parsed;
  const lines = parsed.fields.flatMap((field) => {
    const at = /^products\.(\d+)\.count$/.exec(field)?.[1];
    const line = at === undefined ? undefined : ticked[Number(at)];
    return line ? [line.i] : [];
  });
  return { ...parsed, lines: [...new Set(lines)] };
}

/** What the form posted, shown again beside a refusal so nothing typed is lost. */
export interface ReturnFormValues {
  lines: { ticked: boolean; count: string; reason: string }[];
  returnDelivery: string;
  pickupSize: string;
}

export function returnFormValues(form: FormData, lines: number): ReturnFormValues {
  const text = (name: string, max: number) => (formText(form, name) ?? "").slice(0, max);
  return {
    lines: Array.from({ length: lines }, (_, i) => ({
      ticked: formText(form, `tick-${i}`) !== undefined,
      count: text(`count-${i}`, 12),
      reason: text(`reason-${i}`, 40),
    })),
    returnDelivery: text("returnDelivery", 20),
    pickupSize: text("pickupSize", 10),
  };
}
