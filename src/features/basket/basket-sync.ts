/**
 * Server copy of the basket (spec 1 §4 persistence, §7 payload, §9 10 s
 * debounce, 30 days expiry): created when first non-empty, updated when
 * changed, deleted when emptied or when the copy is older than 30 days; a
 * pending change is sent on page hide with a keepalive request.
 * The shell loads it as its own chunk on the basket's first change (startup.ts);
 * it calls the API client's core rather than bundling the islands' client.
 */
import { persistentAtom } from "@nanostores/persistent";
import type { StoredLine } from "../../domain/basket/basket-line";
import { send } from "../shared/api-core";
export const SYNC_DEBOUNCE_MS = 10_000;
export const SERVER_BASKET_MAX_AGE_MS = 30 * 86_400_000;
export const SERVER_BASKET_KEY = "basketServer:v1";

export interface ServerBasketRef {
  serverId: string;
  /** The creator's key the server handed out (issue 15): updates and deletes send it. */
  key: string;
  timestamp: number;
}

const NO_COPY: ServerBasketRef = { serverId: "", key: "", timestamp: 0 };

export function parseServerRef(raw: unknown): ServerBasketRef {
  try {
    const v: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
    if (typeof v === "object" && v !== null) {
      const r = v as Record<string, unknown>;
      const id = String(r["serverId"]);
      const key = String(r["key"]);
      const ts = Number(r["timestamp"]);
      // A copy without its key (from before keys) cannot be changed: a new one is made.
      if (/^[a-f0-9]{32}$/.test(id) && /^[a-f0-9]{32}$/.test(key) && Number.isFinite(ts))
        return { serverId: id, key, timestamp: ts };
    }
  } catch {
    /* corrupted storage: no server copy */
  }
  return NO_COPY;
}

export const $serverBasket = persistentAtom<ServerBasketRef>(SERVER_BASKET_KEY, NO_COPY, {
  encode: JSON.stringify,
  decode: parseServerRef,
  listen: true,
});

export type SyncAction =
  | { kind: "none" }
  | { kind: "create" }
  | { kind: "update"; id: string }
  | { kind: "delete"; id: string }
  | { kind: "recreate"; id: string };

/** What to do with the server copy for the current basket. */
export function syncAction(
  lines: readonly StoredLine[],
  ref: ServerBasketRef,
  now: number,
): SyncAction {
  const empty = lines.length === 0;
  if (!ref.serverId) return empty ? { kind: "none" } : { kind: "create" };
  if (empty) return { kind: "delete", id: ref.serverId };
  if (now - ref.timestamp > SERVER_BASKET_MAX_AGE_MS) return { kind: "recreate", id: ref.serverId };
  return { kind: "update", id: ref.serverId };
}

export function syncPayload(lines: readonly StoredLine[], lang: string): string {
  return JSON.stringify({
    products: lines.map((l) => ({
      count: l.quantity,
      id: l.product,
      code: "",
      variantHash: l.variantHash,
    })),
    lang,
  });
}

/** Runs one sync step now. */
export async function syncNow(
  lines: readonly StoredLine[],
  lang: string,
  keepalive = false,
): Promise<void> {
  const ref = $serverBasket.get();
  const now = Date.now();
  const action = syncAction(lines, ref, now);
  const q = `?lang=${encodeURIComponent(lang)}`;
  const body = syncPayload(lines, lang);
  if (action.kind === "none") return;
  if (action.kind === "delete" || action.kind === "recreate") {
    await send(`/api/public/basket/${action.id}${q}`, {
      method: "DELETE",
      keepalive,
      headers: { "x-basket-key": ref.key },
    });
    $serverBasket.set(NO_COPY);
    if (action.kind === "delete") return;
  }
  if (action.kind === "update") {
    const res = await send(
      `/api/public/basket/${action.id}${q}`,
      { method: "POST", keepalive, headers: { "x-basket-key": ref.key } },
      body,
    );
    if (res?.ok) {
      $serverBasket.set({ ...ref, timestamp: now });
      return;
    }
    if (res && res.status !== 404) return;
  }
  const res = await send(
    `/api/public/basket/${q}`,
    { method: "POST", keepalive, headers: { "x-basket-key": "" } },
    body,
  );
  if (res?.ok) {
    const data = (await res.json().catch(() => null)) as { id?: unknown; key?: unknown } | null;
    $serverBasket.set(parseServerRef({ serverId: data?.id, key: data?.key, timestamp: now }));
  }
}

/**
 * Debounced sync of a changing basket; returns a flush for page hide. `listen` reports each
 * change (not the current lines); `changed`, when given, is a change made before the sync
 * started (the shell loads this module on the basket's first change, startup.ts).
 */
export function startBasketSync(
  listen: (cb: (lines: readonly StoredLine[]) => void) => () => void,
  lang: string,
  changed?: readonly StoredLine[],
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: readonly StoredLine[] | null = null;
  const flush = (keepalive: boolean) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending) void syncNow(pending, lang, keepalive);
    pending = null;
  };
  const change = (lines: readonly StoredLine[]) => {
    pending = lines;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => flush(false), SYNC_DEBOUNCE_MS);
  };
  listen(change);
  if (changed) change(changed);
  const onHide = () => flush(true);
  window.addEventListener("pagehide", onHide);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush(true);
  });
  return () => flush(true);
}
