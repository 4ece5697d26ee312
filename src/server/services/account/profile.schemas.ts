/**
 * Validation of the profile form (POST /api/public/me, spec §5 Account; issue 29 item 5): the
 * shape and the lengths here (the shared limits table, the inputs' `maxlength` too), the rules
 * from the account form's own checks (domain/account/account-form.ts), so the server refuses
 * exactly what the page does: names of two words, post codes and phones by the address's
 * country, the NIP by its own EU prefix, a bare one by the invoice country (domain/account/nip.ts). Each refused field is named by its path, with what
 * is wrong with it as the issue's message (`postCode`, `phone`, `nip`…).
 */
import { z } from "zod";
import {
  checkInvoiceAddress,
  checkShipAddress,
  type ProfileField,
} from "../../../domain/account/account-form.ts";
import { FIELD_LIMITS as L } from "../../../domain/address/limits.ts";
import type { Problems } from "../../../domain/address/problems.ts";
import { nipProblem } from "../../../domain/account/nip.ts";

const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => trimmed(max).optional();
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "country")
  .transform((c) => c.toLowerCase());

const addressFields = {
  street: trimmed(L.street),
  number: trimmed(L.number),
  apartment: optionalText(L.apartment),
  postCode: trimmed(L.postCode),
  city: trimmed(L.city),
  country: countryCode.default("pl"),
};

/** The domain's problems as issues at the address's own field paths ("ship.postCode" → postCode). */
function report(problems: Problems<ProfileField>, ctx: z.RefinementCtx): void {
  for (const [field, problem] of Object.entries(problems))
    if (problem)
      ctx.addIssue({
        code: "custom",
        path: [field.slice(field.indexOf(".") + 1)],
        message: problem.code,
      });
}

const shipAddressSchema = z
  .object({
    name: trimmed(L.name),
    ...addressFields,
    phone: trimmed(L.phone),
    region: optionalText(L.region),
  })
  .superRefine((a, ctx) => report(checkShipAddress({ ...a, apartment: a.apartment ?? "" }), ctx));

/** A separate invoice address ("different invoice address" in the account form). */
const invoiceAddressSchema = z
  .object({ name: optionalText(L.companyName), ...addressFields })
  .superRefine((a, ctx) =>
    report(checkInvoiceAddress({ ...a, name: a.name ?? "", apartment: a.apartment ?? "" }), ctx),
  );

/**
 * Body of POST /api/public/me: the same shape GET returns (the e-mail is
 * read-only and ignored). Marketing may be sent as `marketing` or
 * `agrees.marketing`; omitted = unchanged. When `company` is true,
 * `companyDetails` (company name and NIP) is required; `address.invoice` is an
 * optional different invoice address.
 */
export const profileSchema = z
  .object({
    name: trimmed(L.name)
      .regex(/^\S+\s+\S+/, "twoWords")
      .optional(),
    marketing: z.boolean().optional(),
    agrees: z.object({ marketing: z.boolean().optional() }).optional(),
    address: z.object({
      ship: shipAddressSchema,
      invoice: invoiceAddressSchema.nullable().optional(),
    }),
    company: z.boolean().default(false),
    companyDetails: z
      .object({ name: trimmed(L.companyName).min(1, "required"), nip: trimmed(L.nip) })
      .nullable()
      .optional(),
  })
  .superRefine((p, ctx) => {
    if (!p.company) return;
    if (!p.companyDetails) {
      ctx.addIssue({ code: "custom", path: ["companyDetails"], message: "required" });
      return;
    }
    const country = p.address.invoice?.country ?? p.address.ship.country;
    const problem = nipProblem(p.companyDetails.nip, country);
    if (problem)
      ctx.addIssue({ code: "custom", path: ["companyDetails", "nip"], message: problem.code });
  });

export type ProfileInput = z.infer<typeof profileSchema>;
