/**
 * Where a customer follows a parcel (issue 31): the carriers a Polish shop ships with and
 * their public tracking pages, the number put into the address. Another carrier's number is
 * shown without a link.
 */
export const CARRIERS = {
  dpd: { name: "DPD", url: "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1={n}" },
  inpost: { name: "InPost", url: "https://inpost.pl/sledzenie-przesylek?number={n}" },
  pocztaPolska: {
    name: "Poczta Polska",
    url: "https://emonitoring.poczta-polska.pl/?numer={n}",
  },
  dhl: {
    name: "DHL",
    url: "https://www.dhl.com/pl-pl/home/tracking/tracking-parcel.html?submit=1&tracking-id={n}",
  },
  gls: { name: "GLS", url: "https://gls-group.com/PL/pl/sledzenie-paczek?match={n}" },
  ups: { name: "UPS", url: "https://www.ups.com/track?tracknum={n}" },
  other: { name: "", url: "" },
} as const;

export type Carrier = keyof typeof CARRIERS;

export function isCarrier(value: string): value is Carrier {
  return Object.hasOwn(CARRIERS, value);
}

/** A tracking number as carriers print them: letters, digits and dashes, 4 to 40. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/** The carrier's tracking page for the number, or null for another carrier. */
export function trackingUrl(carrier: Carrier, number: string): string | null {
  const template = CARRIERS[carrier].url;
  return template ? template.replace("{n}", encodeURIComponent(number)) : null;
}
