/**
 * Basket integrity refresh (spec 1 §4): when the catalogue timestamp differs
 * from the stored one, basket and wishlist products are checked again and
 * items whose product no longer exists are dropped.
 */
import type { StoredLine } from "./basket-line";

export interface IntegrityAnswer {
  timestamp: number;
  missing: string[];
}

/** Lines without the missing products. */
export function dropMissing(
  lines: readonly StoredLine[],
  missing: readonly string[],
): StoredLine[] {
  const gone = new Set(missing);
  return lines.filter((l) => !gone.has(l.product));
}

export async function fetchIntegrity(ids: readonly string[]): Promise<IntegrityAnswer | null> {
  try {
    const res = await fetch("/api/public/product/integrity", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ids: ids.filter((id) => /^\d{1,15}$/.test(id)).slice(0, 1000) }),
    });
    if (!res.ok) return null;
    const data = (await res.json()) as Partial<IntegrityAnswer>;
    return {
      timestamp: typeof data.timestamp === "number" ? data.timestamp : 0,
      missing: Array.isArray(data.missing) ? data.missing.filter((m) => typeof m === "string") : [],
    };
  } catch {
    return null;
  }
}
