/**
 * zod shapes of basket lines and countries in request bodies (basket, quote,
 * promo and delivery endpoints): lines are parsed leniently with the same
 * `parseLine` as the browser's stored basket, malformed lines dropped.
 */
import { z } from "zod";
import { MAX_LINES, parseLine, type StoredLine } from "./basket-line";

export const linesSchema = z
  .array(z.unknown())
  .max(MAX_LINES)
  .transform((items) => items.map(parseLine).filter((l): l is StoredLine => l !== null));

export const countrySchema = z
  .string()
  .regex(/^[a-z]{2}$/i)
  .transform((s) => s.toLowerCase());
