/**
 * Small pieces the REST adapters (PayU, Przelewy24) and the test gateway
 * share: a notification body parsed with its schema, money in the
 * provider's minor units, the per-attempt reference a provider must see as
 * unique, constant-time comparison of hex signatures, and a JSON call with a
 * timeout that never puts a secret into an error message.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import { ProviderError } from "./provider";

/** A notification body read with `schema`, or null when it is not JSON or not of that shape. */
export function parseBody<S extends z.ZodType>(body: string, schema: S): z.infer<S> | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

const AMOUNT = /^(\d{1,12})\.(\d{2})$/;

/** "137.79" → 13779: the shop's two-decimal text in the provider's integer minor units. */
export function toMinorUnits(amount: string): number {
  const match = AMOUNT.exec(amount);
  if (!match) throw new RangeError(`Not a two-decimal amount: ${amount}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** 13779 (or "13779") → "137.79"; null for anything that is not a whole non-negative number. */
export function fromMinorUnits(minor: number | string): string | null {
  const value = typeof minor === "string" && /^\d+$/.test(minor) ? Number(minor) : minor;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) return null;
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`;
}

/**
 * The reference sent to a provider that wants it unique per payment (PayU's
 * extOrderId, Przelewy24's sessionId): the order's public id (base64url, so
 * never a dot) and a dot and an attempt suffix, so paying again after a
 * declined or abandoned payment registers a new payment for the same order.
 */
export function attemptReference(summaryId: string): string {
  return `${summaryId}.${randomBytes(5).toString("hex")}`;
}

/** The order's public id back from an `attemptReference`. */
export function summaryIdOf(reference: string): string {
  const dot = reference.lastIndexOf(".");
  return dot > 0 ? reference.slice(0, dot) : reference;
}

/** Whether two hex digests are equal, compared in constant time. */
export function sameHex(given: string, expected: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), "hex"), Buffer.from(expected, "hex"));
}

export interface JsonReply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A call to a provider's API; a network failure or timeout becomes a ProviderError. */
export async function callJson(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs?: number },
): Promise<JsonReply> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      redirect: "manual",
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : "unknown";
    throw new ProviderError(provider, "unreachable", `${provider} did not answer (${reason})`);
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: res.status, headers: res.headers, body };
}
