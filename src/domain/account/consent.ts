/**
 * Cookie consent (spec 2 §4: a bar, a details modal, the choice stored for
 * 365 days as the marketing and other flags). The cookie holds
 * `{"marketing":bool,"other":bool}`; anything else counts as no choice yet,
 * so the bar asks again. A tracker loads only with its consent given.
 */
export interface Consent {
  marketing: boolean;
  other: boolean;
}

export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_DAYS = 365;

export function parseConsent(value: string | null | undefined): Consent | null {
  if (!value) return null;
  try {
    const data: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof data !== "object" || data === null) return null;
    const { marketing, other } = data as Record<string, unknown>;
    return typeof marketing === "boolean" && typeof other === "boolean"
      ? { marketing, other }
      : null;
  } catch {
    return null;
  }
}

export function consentCookie(consent: Consent, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  const maxAge = CONSENT_DAYS * 24 * 60 * 60;
  return `${CONSENT_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function allows(consent: Consent | null, needs: "marketing" | "other"): boolean {
  return consent !== null && consent[needs];
}
