/**
 * Database ids (issue 27). Every id column is a PostgreSQL `integer` (SQLite's would hold more),
 * so on both engines an id is an integer from 1 to 2147483647. Anything else a request carries
 * names nothing: "not found" (404 for one resource, a dropped entry in a list), and it never
 * reaches SQL, where PostgreSQL refuses it with an error (a 503 and a DatabaseError log line
 * before: anyone could make monitoring see an outage).
 */
export const MAX_DB_ID = 2_147_483_647;

export function isDbId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_DB_ID;
}

/** An id as the API writes it (decimal digits, or a JSON number) as a database id, or null. */
export function toDbId(value: unknown): number | null {
  if (typeof value === "number") return isDbId(value) ? value : null;
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return isDbId(id) ? id : null;
}

/** The database ids among `values`, in their order; the rest are left out. */
export function dbIds(values: Iterable<unknown>): number[] {
  const ids: number[] = [];
  for (const value of values) {
    const id = toDbId(value);
    if (id !== null) ids.push(id);
  }
  return ids;
}
