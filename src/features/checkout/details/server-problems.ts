/**
 * The fields a refused order names (POST /api/public/order/new 400): `formInvalid` brings
 * what is wrong with each field (`problems`), a shape check (`INVALID_INPUT`) only the paths
 * ("form.ship.phone"). The details step marks those fields with their own messages instead
 * of one generic error. Server text is untrusted: only known field names and problem shapes
 * are kept.
 */
import type { FieldProblem, ProblemCode, Problems } from "../../../domain/address/problems";
import type { CheckoutField } from "../../../domain/checkout/checkout-form";

const FIELD = /^(ship\.\w+|invoice\.\w+|email|retypedEmail|comment|company|nip)$/;

function problemOf(value: unknown): FieldProblem {
  if (typeof value !== "object" || value === null) return { code: "invalid" };
  const { code, format, max } = value as Record<string, unknown>;
  return {
    code: typeof code === "string" ? (code as ProblemCode) : "invalid",
    ...(typeof format === "string" ? { format: format.slice(0, 40) } : {}),
    ...(typeof max === "number" ? { max } : {}),
  };
}

export function serverProblems(body: unknown): Problems<CheckoutField> {
  if (typeof body !== "object" || body === null) return {};
  const { fields, problems } = body as Record<string, unknown>;
  const out: Problems<CheckoutField> = {};
  if (Array.isArray(fields))
    for (const path of fields) {
      const field = typeof path === "string" ? path.replace(/^form\./, "") : "";
      if (FIELD.test(field)) out[field as CheckoutField] = { code: "invalid" };
    }
  if (typeof problems === "object" && problems !== null)
    for (const [field, problem] of Object.entries(problems))
      if (FIELD.test(field)) out[field as CheckoutField] = problemOf(problem);
  return out;
}
