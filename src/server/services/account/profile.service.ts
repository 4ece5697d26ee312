/**
 * The user profile (spec §3 User, §5 Account, §7 /api/public/me): the public
 * user JSON and saving a validated profile.
 */
import { getDb } from "../../db/client.ts";
import { parseJson, toJson, toJsonOrNull } from "../../db/json.ts";
import type { AddressJson, UserRow } from "../../db/schema.ts";
import { updateUserProfile } from "../../repositories/account/users.repository.ts";
import { normalizeTaxId } from "../../../domain/account/nip.ts";
import type { ProfileInput } from "./profile.schemas.ts";

export interface CompanyDetails {
  name: string;
  nip: string;
  [key: string]: unknown;
}

/** The user JSON of GET /api/public/me and of the login response (spec §3 User). */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  ghost: boolean;
  wholesale: boolean;
  loyaltyPoints: number;
  agrees: { marketing: boolean };
  address: { ship: AddressJson | null; invoice: AddressJson | null };
  company: boolean;
  companyDetails: CompanyDetails | null;
  /** 'local' for password accounts, else the social login provider (the account page hides password change for those). */
  provider: string;
}

export function toPublicUser(row: UserRow): PublicUser {
  const address = parseJson<{ ship?: AddressJson | null; invoice?: AddressJson | null }>(
    row.address,
    {},
  );
  const companyDetails = parseJson<CompanyDetails | null>(row.company_details, null);
  return {
    _id: String(row.id),
    name: row.name,
    email: row.email,
    ghost: row.ghost === 1,
    wholesale: row.wholesale === 1,
    loyaltyPoints: row.loyalty_points,
    agrees: { marketing: row.marketing === 1 },
    address: { ship: address.ship ?? null, invoice: address.invoice ?? null },
    company: row.company === 1,
    companyDetails: companyDetails && typeof companyDetails === "object" ? companyDetails : null,
    provider: row.social_provider ?? "local",
  };
}

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** Saves a validated profile; returns the updated user, or null when the user no longer exists. */
export async function saveProfile(
  userId: string | number,
  input: ProfileInput,
): Promise<PublicUser | null> {
  const id = Number(userId);
  if (!Number.isSafeInteger(id)) return null;
  const db = await getDb();
  const ship: AddressJson = stripUndefined({ ...input.address.ship });
  const invoiceCountry = input.address.invoice?.country ?? ship.country;
  const invoice =
    input.company && input.address.invoice
      ? stripUndefined({ ...input.address.invoice, name: input.address.invoice.name ?? "" })
      : null;
  const companyDetails =
    input.company && input.companyDetails
      ? {
          name: input.companyDetails.name,
          nip: normalizeTaxId(input.companyDetails.nip, invoiceCountry) ?? "",
        }
      : null;
  const marketing = input.marketing ?? input.agrees?.marketing;
  const row = await updateUserProfile(db, id, {
    name: input.name ?? ship.name,
    company: input.company,
    address: toJson({ ship, invoice }),
    company_details: toJsonOrNull(companyDetails),
    phone: ship.phone ?? null,
    country: ship.country,
    ...(marketing === undefined ? {} : { marketing }),
  });
  return row ? toPublicUser(row) : null;
}
