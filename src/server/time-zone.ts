/**
 * The shop's time zone (`SHOP_TIME_ZONE`, an IANA name, default Europe/Warsaw): every date a
 * shopper reads and every "today", weekday and opening hour of timed delivery is the shop's
 * wall clock there (src/domain/shop/dates.ts), whatever zone the server or the shopper's device is
 * in. Read once; a name the runtime does not know is logged and the default is used.
 */
import { DEFAULT_TIME_ZONE, isTimeZone } from "../domain/shop/dates";
import { loggerFor } from "./log/logger.mjs";

export function shopTimeZoneFrom(env: Record<string, string | undefined>): string {
  const value = env["SHOP_TIME_ZONE"]?.trim();
  if (!value) return DEFAULT_TIME_ZONE;
  if (isTimeZone(value)) return value;
  loggerFor("time-zone").warn({ value }, `unknown SHOP_TIME_ZONE, using ${DEFAULT_TIME_ZONE}`);
  return DEFAULT_TIME_ZONE;
}

export const SHOP_TIME_ZONE = shopTimeZoneFrom(process.env);
