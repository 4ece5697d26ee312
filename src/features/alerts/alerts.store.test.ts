import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $alerts, clampAlertDelay, dismissAlert, showAlert } from "./alerts.store";

describe("alerts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    $alerts.set([]);
  });

  it("clamps delays to the spec's 2 to 30 seconds", () => {
    expect(clampAlertDelay(500)).toBe(2_000);
    expect(clampAlertDelay(60_000)).toBe(30_000);
    expect(clampAlertDelay(3_000)).toBe(3_000);
    expect(clampAlertDelay(Number.NaN)).toBe(5_000);
  });

  it("shows an alert and hides it after its delay", () => {
    showAlert({ type: "success", msg: "Dodano do koszyka", delayMs: 3_000 });
    expect($alerts.get().map((a) => a.msg)).toEqual(["Dodano do koszyka"]);
    vi.advanceTimersByTime(2_999);
    expect($alerts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($alerts.get()).toHaveLength(0);
  });

  it("dismisses one alert and keeps the others", () => {
    const first = showAlert({ type: "info", msg: "a" });
    showAlert({ type: "warning", msg: "b" });
    dismissAlert(first);
    expect($alerts.get().map((a) => a.msg)).toEqual(["b"]);
  });
});
