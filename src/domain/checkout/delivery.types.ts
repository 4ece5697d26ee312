/**
 * Shapes the delivery-options and lockers endpoints answer; the delivery step
 * islands read the same types.
 */
import type { FreeHint, TimeLogic } from "./delivery-availability";

/** A delivery option offered for a basket (spec 1 §3 Delivery option). */
export interface DeliveryOption {
  id: string;
  type: string;
  name: string;
  days: number;
  /** Gross price in the shopper's currency. */
  price: number;
  /**
   * Net value of the price for net display modes (`nettoOfShared` over the
   * basket's VAT rates); set by the order quote, absent where no basket is known.
   */
  priceNetto?: number | undefined;
  free: boolean;
  freeHint: FreeHint | null;
  lockerCarrier: string | null;
  timeEnabled: boolean;
  timeLogic: TimeLogic | null;
  /** Days with free slots (YYYY-MM-DD), for timed deliveries. */
  slotDays?: string[] | undefined;
  /** The shop's time zone, which the slot days and times are in (timed deliveries). */
  timeZone?: string | undefined;
}

/** A parcel locker of one carrier. */
export interface Locker {
  carrier: string;
  code: string;
  name: string;
  city: string;
  address: string;
  postCode: string;
  lat: number;
  lng: number;
}
