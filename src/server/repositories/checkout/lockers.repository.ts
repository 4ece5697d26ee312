/** Parcel lockers of the embedded carriers (inpost, dpd), searched by city, code, address or post code. */
import type { Locker } from "../../../domain/checkout/delivery.types";
import { getDb } from "../../db/client";
import type { LockersTable } from "../../db/schema";

export type { Locker };

export const LOCKER_CARRIERS = ["inpost", "dpd"] as const;

/** A stored locker as the shop shows it. */
function lockerOf(r: Omit<LockersTable, "id">): Locker {
  return {
    carrier: r.carrier,
    code: r.code,
    name: r.name,
    city: r.city,
    address: r.address,
    postCode: r.post_code,
    lat: r.lat,
    lng: r.lng,
  };
}

export async function findLockers(carrier: string, query: string, limit = 200): Promise<Locker[]> {
  const db = await getDb();
  const q = query.trim().toLowerCase().slice(0, 60);
  let select = db
    .selectFrom("lockers")
    .selectAll()
    .where("carrier", "=", carrier)
    .orderBy("city")
    .orderBy("code")
    .limit(limit);
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, "")}%`;
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["city"]), "like", like),
        eb(eb.fn("lower", ["code"]), "like", like),
        eb(eb.fn("lower", ["address"]), "like", like),
        eb("post_code", "like", like),
      ]),
    );
  }
  const rows = await select.execute();
  return rows.map(lockerOf);
}

export async function findLocker(carrier: string, code: string): Promise<Locker | null> {
  const db = await getDb();
  const r = await db
    .selectFrom("lockers")
    .selectAll()
    .where("carrier", "=", carrier)
    .where("code", "=", code)
    .executeTakeFirst();
  return r ? lockerOf(r) : null;
}
