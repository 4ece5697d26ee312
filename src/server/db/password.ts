/**
 * Password hashing with scrypt (node:crypto), a memory-hard hash. Stored
 * format: `scrypt$N$r$p$saltB64$hashB64`.
 *
 * Requests hash and verify with the asynchronous `scrypt`, which runs on
 * libuv's thread pool: a login's 50-60 ms of hashing never blocks other
 * requests. `hashPasswordSync` is for the seed and tests only, where nothing
 * else is waiting.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";

const N = 16384;
const R = 8;
const P = 1;
const KEY_LEN = 32;
const SALT_LEN = 16;

function scryptAsync(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function format(salt: Buffer, hash: Buffer): string {
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** A new hash of `password`, computed off the event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LEN);
  const hash = await scryptAsync(password.normalize("NFKC"), salt, KEY_LEN, { N, r: R, p: P });
  return format(salt, hash);
}

/** The same hash, blocking: only for seeding and tests. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_LEN);
  return format(salt, scryptSync(password.normalize("NFKC"), salt, KEY_LEN, { N, r: R, p: P }));
}

/**
 * Constant-time check of a password against a stored hash, off the event
 * loop; false for malformed or null hashes.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const n = Number(parts[1]);
  const r = Number(parts[2]);
  const p = Number(parts[3]);
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 1 << 20) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const expected = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scryptAsync(password.normalize("NFKC"), salt, expected.length, {
    N: n,
    r,
    p,
    maxmem: 256 * n * r + 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}
