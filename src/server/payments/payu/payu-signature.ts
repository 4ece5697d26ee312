/**
 * PayU's notification signature (https://developers.payu.com/europe/docs/payment-flows/lifecycle/,
 * "Notifications"; the same check as OpenPayU_Util::verifySignature in PayU's
 * own openpayu_php): the header `OpenPayu-Signature` (also sent as
 * `X-OpenPayU-Signature`) reads
 * `sender=checkout;signature=<hex>;algorithm=MD5;content=DOCUMENT`, and the
 * signature is the hash, with the named algorithm, of the raw body followed by
 * the POS's second key.
 */
import { createHash } from "node:crypto";
import { sameHex } from "../adapter-kit";

const ALGORITHMS: Record<string, string> = {
  MD5: "md5",
  "SHA-256": "sha256",
  SHA256: "sha256",
  "SHA-384": "sha384",
  "SHA-512": "sha512",
};

/** The header's `key=value` pairs; null when it is not that shape. */
function parseHeader(header: string): Map<string, string> | null {
  const pairs = new Map<string, string>();
  for (const part of header.split(";")) {
    if (!part.trim()) continue;
    const eq = part.indexOf("=");
    if (eq < 1) return null;
    pairs.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  return pairs;
}

/** The signature PayU computes for a body: hex of hash(body + secondKey). */
export function payuSignature(body: string, secondKey: string, algorithm = "MD5"): string {
  const hash = ALGORITHMS[algorithm.toUpperCase()];
  if (!hash) throw new RangeError(`Unknown PayU signature algorithm ${algorithm}`);
  return createHash(hash)
    .update(body + secondKey, "utf8")
    .digest("hex");
}

/** Whether the notification's header signs exactly this raw body with the second key. */
export function verifyPayuSignature(
  header: string | null,
  body: string,
  secondKey: string,
): boolean {
  const pairs = header ? parseHeader(header) : null;
  const signature = pairs?.get("signature");
  const algorithm = (pairs?.get("algorithm") ?? "MD5").toUpperCase();
  if (!signature || !ALGORITHMS[algorithm]) return false;
  return sameHex(signature, payuSignature(body, secondKey, algorithm));
}
