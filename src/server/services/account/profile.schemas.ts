/**
 * Validation of the profile form (POST /api/public/me, spec §5 Account):
 * names, addresses with post codes, phone, company details and NIP.
 */
import { z } from "zod";
import { isValidNip } from "../../../domain/account/nip.ts";

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
/** Spec §5 "space": at least two words. */
const fullName = z
  .string()
  .trim()
  .max(200)
  .regex(/^\S+\s+\S+/, "needs at least two words");
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "two letters")
  .transform((c) => c.toLowerCase());
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,24}$/, "phone")
  .refine((p) => p.replace(/\D/g, "").length >= 9, "at least nine digits");
/** Spec §5: NN-NNN (Polish post codes). Other countries: a short alphanumeric code. */
const PL_POST_CODE = /^\d{2}-\d{3}$/;
const ANY_POST_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

const addressFields = {
  street: requiredText(200),
  number: requiredText(20),
  apartment: optionalText(20),
  postCode: z.string().trim().min(1).max(12),
  city: requiredText(100),
  country: countryCode.default("pl"),
};

function checkPostCode(a: { postCode: string; country: string }, ctx: z.RefinementCtx): void {
  const ok = a.country === "pl" ? PL_POST_CODE.test(a.postCode) : ANY_POST_CODE.test(a.postCode);
  if (!ok) ctx.addIssue({ code: "custom", path: ["postCode"], message: "post code" });
}

const shipAddressSchema = z
  .object({ name: fullName, ...addressFields, phone, region: optionalText(100) })
  .superRefine(checkPostCode);

/** A separate invoice address ("different invoice address" in the account form). */
const invoiceAddressSchema = z
  .object({ name: optionalText(200), ...addressFields })
  .superRefine(checkPostCode);

/** NIP without separators; PL: 10 digits (optional "PL" prefix), else 4..20 alphanumerics. */
export function normalizeNip(nip: string, country: string): string | null {
  const compact = nip.replace(/[\s.-]/g, "").toUpperCase();
  if (country === "pl") {
    const digits = compact.startsWith("PL") ? compact.slice(2) : compact;
    return /^\d{10}$/.test(digits) ? digits : null;
  }
  return /^[A-Z0-9]{4,20}$/.test(compact) ? compact : null;
}

/**
 * Body of POST /api/public/me: the same shape GET returns (the e-mail is
 * read-only and ignored). Marketing may be sent as `marketing` or
 * `agrees.marketing`; omitted = unchanged. When `company` is true,
 * `companyDetails` (company name and NIP) is required; `address.invoice` is an
 * optional different invoice address.
 */
export const profileSchema = z
  .object({
    name: fullName.optional(),
    marketing: z.boolean().optional(),
    agrees: z.object({ marketing: z.boolean().optional() }).optional(),
    address: z.object({
      ship: shipAddressSchema,
      invoice: invoiceAddressSchema.nullable().optional(),
    }),
    company: z.boolean().default(false),
    companyDetails: z
      .object({ name: requiredText(200), nip: z.string().trim().min(1).max(32) })
      .nullable()
      .optional(),
  })
  .superRefine((p, ctx) => {
    if (!p.company) return;
    if (!p.companyDetails) {
      ctx.addIssue({ code: "custom", path: ["companyDetails"], message: "required for a company" });
      return;
    }
    const country = p.address.invoice?.country ?? p.address.ship.country;
    const nip = p.companyDetails.nip;
    if (normalizeNip(nip, country) === null || !isValidNip(nip, country)) {
      ctx.addIssue({ code: "custom", path: ["companyDetails", "nip"], message: "nip" });
    }
  });

export type ProfileInput = z.infer<typeof profileSchema>;
