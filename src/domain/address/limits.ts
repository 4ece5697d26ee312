/**
 * The longest text each address and checkout field takes: one table for the server's zod
 * schemas (order, profile) and the inputs' `maxlength`, so a field never accepts more than the
 * server keeps, and the server never refuses what a field let through.
 */
export const FIELD_LIMITS = {
  name: 200,
  street: 200,
  number: 20,
  apartment: 20,
  postCode: 16,
  city: 100,
  region: 100,
  country: 2,
  phone: 32,
  email: 254,
  nip: 32,
  companyName: 200,
  comment: 2000,
} as const;
