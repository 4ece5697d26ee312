/**
 * Order state of the delivery step (spec 1 §3 "Order state held in the
 * store"), persisted under 'order:v1' and parsed from unknown.
 *
 * Startup rules (spec 1 §4): delivery data and summary are reset and a promo
 * code is kept only if it was validated — "on startup" means at the start of
 * a new visit, not on every page load of this multi-page shop, or the chosen
 * method, locker and slot could never reach `/order/details`. A visit is the
 * analytics convention: it ends after 30 minutes without a page load
 * (`visitAt`, refreshed on each load). A referral older than 7 days is
 * dropped on every load.
 *
 * This module runs on every page (the shell's startup); the delivery step's
 * actions are in `order.actions.ts`, so the shell's chunk does not carry them.
 */
import { persistentAtom } from "@nanostores/persistent";

export const ORDER_KEY = "order:v1";
export const REF_MAX_AGE_MS = 7 * 86_400_000;
/** A visit ends after this long without a page load. */
export const VISIT_IDLE_MS = 30 * 60_000;

export interface OrderDelivery {
  id: string;
  /** Locker code and name for locker deliveries. */
  lockerCode?: string | undefined;
  lockerName?: string | undefined;
  /** Timed delivery: YYYY-MM-DD and HH:MM. */
  date?: string | undefined;
  time?: string | undefined;
}

export interface OrderState {
  deliveryCountry: string;
  delivery: OrderDelivery | null;
  /** The code typed in the promo input. */
  promoCode: string;
  /** The code the server accepted (equals promoCode when valid). */
  validatedCode: string;
  ref: string;
  refTimestamp: number;
  summary: string | null;
  /** Time of the last page load of this visit (ms since epoch); 0 = none. */
  visitAt: number;
}

export const EMPTY_ORDER: OrderState = {
  deliveryCountry: "",
  delivery: null,
  promoCode: "",
  validatedCode: "",
  ref: "",
  refTimestamp: 0,
  summary: null,
  visitAt: 0,
};

function str(value: unknown, max = 200): string {
  return typeof value === "string" ? value.slice(0, max) : "";
}

function parseDelivery(value: unknown): OrderDelivery | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const id = str(v["id"], 32);
  if (!id) return null;
  const out: OrderDelivery = { id };
  if (str(v["lockerCode"])) out.lockerCode = str(v["lockerCode"]);
  if (str(v["lockerName"])) out.lockerName = str(v["lockerName"]);
  if (/^\d{4}-\d{2}-\d{2}$/.test(str(v["date"]))) out.date = str(v["date"]);
  if (/^\d{2}:\d{2}$/.test(str(v["time"]))) out.time = str(v["time"]);
  return out;
}

/** Parses stored order state; never throws. */
export function parseOrderState(raw: unknown): OrderState {
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return EMPTY_ORDER;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return EMPTY_ORDER;
  const v = value as Record<string, unknown>;
  const country = str(v["deliveryCountry"], 2).toLowerCase();
  const refTimestamp = Number(v["refTimestamp"]);
  const visitAt = Number(v["visitAt"]);
  return {
    deliveryCountry: /^[a-z]{2}$/.test(country) ? country : "",
    delivery: parseDelivery(v["delivery"]),
    promoCode: str(v["promoCode"], 64),
    validatedCode: str(v["validatedCode"], 64),
    ref: str(v["ref"], 100),
    refTimestamp: Number.isFinite(refTimestamp) ? refTimestamp : 0,
    summary: typeof v["summary"] === "string" ? v["summary"].slice(0, 200) : null,
    visitAt: Number.isFinite(visitAt) && visitAt > 0 ? visitAt : 0,
  };
}

/** Whether a page load at `now` starts a new visit (none yet, idle too long, or a clock set back). */
export function isNewVisit(state: Pick<OrderState, "visitAt">, now: number): boolean {
  return state.visitAt <= 0 || now - state.visitAt > VISIT_IDLE_MS || now < state.visitAt;
}

/** The startup rules as a pure function, run on every page load. */
export function restoredOrderState(state: OrderState, now: number): OrderState {
  const refFresh = state.ref !== "" && now - state.refTimestamp <= REF_MAX_AGE_MS;
  const referral = {
    ref: refFresh ? state.ref : "",
    refTimestamp: refFresh ? state.refTimestamp : 0,
  };
  if (!isNewVisit(state, now)) return { ...state, ...referral, visitAt: now };
  const validated = state.validatedCode !== "" && state.validatedCode === state.promoCode;
  return {
    ...state,
    ...referral,
    delivery: null,
    summary: null,
    promoCode: validated ? state.promoCode : "",
    validatedCode: validated ? state.validatedCode : "",
    visitAt: now,
  };
}

/**
 * The order state a page starts with: the startup rules, then a promo code
 * from a `code` link parameter (upper-cased, typed into the input and
 * validated by the delivery step) and a referral from `ref`.
 */
export function startupOrderState(state: OrderState, search: string, now: number): OrderState {
  let next = restoredOrderState(state, now);
  const params = new URLSearchParams(search);
  const code = (params.get("code") ?? "").trim().toUpperCase().slice(0, 64);
  if (code)
    next = { ...next, promoCode: code, validatedCode: next.validatedCode === code ? code : "" };
  const ref = (params.get("ref") ?? "").trim().slice(0, 100);
  if (ref) next = { ...next, ref, refTimestamp: now };
  return next;
}

export const $order = persistentAtom<OrderState>(ORDER_KEY, EMPTY_ORDER, {
  encode: JSON.stringify,
  decode: parseOrderState,
  listen: true,
});

export function restoreOrderState(search = "", now = Date.now()): void {
  $order.set(startupOrderState($order.get(), search, now));
}
