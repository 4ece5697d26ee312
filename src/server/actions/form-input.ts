/**
 * An action's input read from a page's form post (decision 0020): each action maps the form's
 * fields to the object its JSON endpoint takes and parses it with the same schema, so a form
 * posted without JavaScript is held to the same bounds as the island's JSON call, and a refusal
 * names the fields as the endpoint's `INVALID_INPUT` does (`products.0.count`).
 */
import type { z } from "zod";
import { invalidFields } from "../http/responses";

export type FormInput<T> = { ok: true; data: T } | { ok: false; fields: string[] };

/** A field's text, or undefined when the form has no such text field (a file counts as none). */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/**
 * A number typed in a form field: `blank` when the field is missing or blank, NaN for text that
 * is not a decimal number (`abc`, `0x10`, `1e9`), which every number schema refuses.
 */
export function formNumber(form: FormData, name: string, blank: number): number {
  const value = formText(form, name)?.trim() ?? "";
  if (value === "") return blank;
  return /^[+-]?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** The form's mapped input parsed with the action's schema, or the fields it refuses. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): FormInput<z.infer<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fields: invalidFields(result.error) };
}
