import { afterEach, describe, expect, it } from "vitest";
import {
  $order,
  EMPTY_ORDER,
  REF_MAX_AGE_MS,
  VISIT_IDLE_MS,
  parseOrderState,
  restoreOrderState,
  restoredOrderState,
  startupOrderState,
  type OrderState,
} from "./order.store";
import {
  clearPromoCode,
  setDeliveryCountry,
  setValidatedCode,
  typePromoCode,
} from "./order.actions";

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY = 86_400_000;

const stored: OrderState = {
  deliveryCountry: "de",
  delivery: {
    id: "inpost",
    lockerCode: "KRA01M",
    lockerName: "Kraków 1",
    date: "2026-11-25",
    time: "10:15",
  },
  promoCode: "RABAT10",
  validatedCode: "RABAT10",
  ref: "partner-1",
  refTimestamp: NOW - 2 * DAY,
  summary: "3 items",
  /** The last page load was a day ago: this load starts a new visit. */
  visitAt: NOW - DAY,
};

afterEach(() => $order.set(EMPTY_ORDER));

describe("order state startup rules", () => {
  it("keeps the chosen method, locker, slot and typed code between page loads of one visit", () => {
    const s = restoredOrderState(
      { ...stored, validatedCode: "", visitAt: NOW - VISIT_IDLE_MS },
      NOW,
    );
    expect(s.delivery).toEqual(stored.delivery);
    expect(s.summary).toBe("3 items");
    expect(s.promoCode).toBe("RABAT10");
    expect(s.visitAt).toBe(NOW);
  });

  it("starts a new visit after 30 idle minutes, on a first load and when the clock went back", () => {
    for (const visitAt of [NOW - VISIT_IDLE_MS - 1, 0, NOW + 60_000]) {
      const s = restoredOrderState({ ...stored, visitAt }, NOW);
      expect(s.delivery).toBeNull();
      expect(s.visitAt).toBe(NOW);
    }
  });

  it("drops an old referral on every page load, also within a visit", () => {
    const s = restoredOrderState(
      { ...stored, refTimestamp: NOW - 8 * DAY, visitAt: NOW - 60_000 },
      NOW,
    );
    expect(s.ref).toBe("");
    expect(s.delivery).toEqual(stored.delivery);
  });

  it("resets the delivery data and the summary but keeps the delivery country", () => {
    const s = restoredOrderState(stored, NOW);
    expect(s.delivery).toBeNull();
    expect(s.summary).toBeNull();
    expect(s.deliveryCountry).toBe("de");
  });

  it("keeps a referral up to 7 days old and drops an older one", () => {
    expect(restoredOrderState({ ...stored, refTimestamp: NOW - REF_MAX_AGE_MS }, NOW).ref).toBe(
      "partner-1",
    );
    const old = restoredOrderState({ ...stored, refTimestamp: NOW - 7 * DAY - 1 }, NOW);
    expect(old.ref).toBe("");
    expect(old.refTimestamp).toBe(0);
  });

  it("keeps a promo code only when it was validated", () => {
    expect(restoredOrderState(stored, NOW).promoCode).toBe("RABAT10");
    const typed = restoredOrderState({ ...stored, validatedCode: "" }, NOW);
    expect(typed.promoCode).toBe("");
    const other = restoredOrderState({ ...stored, validatedCode: "MINUS20" }, NOW);
    expect(other.promoCode).toBe("");
    expect(other.validatedCode).toBe("");
  });

  it("takes a code from the link into the promo input, upper-cased and not yet validated", () => {
    const s = startupOrderState(
      { ...stored, promoCode: "", validatedCode: "" },
      "?code=rabat10",
      NOW,
    );
    expect(s.promoCode).toBe("RABAT10");
    expect(s.validatedCode).toBe("");
    const same = startupOrderState(stored, "?code=RABAT10", NOW);
    expect(same.validatedCode).toBe("RABAT10");
    const other = startupOrderState(stored, "?code=MINUS20", NOW);
    expect(other.promoCode).toBe("MINUS20");
    expect(other.validatedCode).toBe("");
  });

  it("takes a referral from the link with the current time", () => {
    const s = startupOrderState(EMPTY_ORDER, "?ref=news", NOW);
    expect(s.ref).toBe("news");
    expect(s.refTimestamp).toBe(NOW);
  });

  it("applies the rules to the persistent store", () => {
    $order.set({ ...stored, validatedCode: "" });
    restoreOrderState("", NOW);
    expect($order.get()).toEqual({
      ...stored,
      delivery: null,
      summary: null,
      promoCode: "",
      validatedCode: "",
      visitAt: NOW,
    });
  });
});

describe("order state parsing", () => {
  it("turns corrupted or hostile storage into the empty state without throwing", () => {
    for (const raw of ["{", "null", "[]", "42", '"x"', "undefined", "", '{"__proto__":{"a":1}}'])
      expect(parseOrderState(raw)).toEqual(EMPTY_ORDER);
  });

  it("drops wrongly typed fields and keeps the valid ones", () => {
    const s = parseOrderState(
      JSON.stringify({
        deliveryCountry: "<script>",
        delivery: { id: 5, lockerCode: {} },
        promoCode: "X".repeat(500),
        validatedCode: ["RABAT10"],
        ref: null,
        refTimestamp: "NaN",
        summary: 12,
      }),
    );
    expect(s).toEqual({ ...EMPTY_ORDER, promoCode: "X".repeat(64) });
  });

  it("keeps only well-formed delivery dates, times and countries", () => {
    const s = parseOrderState({
      deliveryCountry: "PL",
      delivery: { id: "dpd", date: "2026-13", time: "25:99:00", lockerName: "A" },
    });
    expect(s.deliveryCountry).toBe("pl");
    expect(s.delivery).toEqual({ id: "dpd", lockerName: "A" });
  });
});

describe("order state actions", () => {
  it("typing another code clears the validation, typing the validated one keeps it", () => {
    setValidatedCode("RABAT10");
    typePromoCode("RABAT1");
    expect($order.get().validatedCode).toBe("");
    setValidatedCode("RABAT10");
    typePromoCode("RABAT10");
    expect($order.get().validatedCode).toBe("RABAT10");
    clearPromoCode();
    expect($order.get()).toMatchObject({ promoCode: "", validatedCode: "" });
  });

  it("changing the delivery country forgets the chosen delivery and ignores malformed countries", () => {
    $order.set({ ...EMPTY_ORDER, deliveryCountry: "pl", delivery: { id: "dpd" } });
    setDeliveryCountry("xyz");
    expect($order.get().delivery).toEqual({ id: "dpd" });
    setDeliveryCountry("DE");
    expect($order.get()).toMatchObject({ deliveryCountry: "de", delivery: null });
  });
});
