/**
 * What is wrong with one form field, as the forms show it and the server names it in a 400
 * (`problems: { "ship.postCode": { code: "postCode", format: "00-000" } }`): a code the
 * messages translate, with the expected format or limit where the message names one.
 */
export type ProblemCode =
  | "required"
  | "twoWords"
  | "tooLong"
  | "postCode"
  | "postCodeArea"
  | "phone"
  | "phonePl"
  | "email"
  | "emailMismatch"
  | "nip"
  | "vat"
  | "country"
  /** Refused by the server without a reason this page knows (e.g. a shape check). */
  | "invalid";

export interface FieldProblem {
  code: ProblemCode;
  /** The expected format, e.g. "00-000" for a Polish post code or "DE123456789" for a VAT number. */
  format?: string;
  /** The longest text the field takes (`tooLong`). */
  max?: number;
}

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** The problem of a field that must not be empty and must fit `max` characters, if any. */
export function textProblem(value: string, max: number, required = true): FieldProblem | undefined {
  if (value.length > max) return { code: "tooLong", max };
  if (required && value.trim() === "") return { code: "required" };
  return undefined;
}

/** Each field's problem while a form is checked: undefined where the field is fine. */
export type Checked<F extends string> = Partial<Record<F, FieldProblem | undefined>>;

/** Only the fields that have a problem, in the order checked. */
export function onlyProblems<F extends string>(checked: Checked<F>): Problems<F> {
  const problems: Problems<F> = {};
  for (const field of Object.keys(checked) as F[]) {
    const problem = checked[field];
    if (problem) problems[field] = problem;
  }
  return problems;
}
