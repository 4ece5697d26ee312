/** Helpers for JSON stored as TEXT (see schema.ts). */

/** Serialises a value for a JSON column. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** Serialises a value for a nullable JSON column (`null`/`undefined` stay SQL NULL). */
export function toJsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** Parses a JSON column; returns `fallback` for NULL or invalid JSON. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === "") return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
