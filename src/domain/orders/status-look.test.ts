import { describe, expect, test } from "vitest";
import { orderStepReached, orderTone, returnTone } from "./status-look";

describe("status look", () => {
  test("an order waiting in the shop is in progress, a delivered one done, a canceled one muted", () => {
    expect(orderTone("PENDING")).toBe("progress");
    expect(orderTone("SENT")).toBe("progress");
    expect(orderTone("REALIZED")).toBe("ok");
    expect(orderTone("CANCELED")).toBe("muted");
    expect(orderTone("CANCELED_LOCK")).toBe("muted");
  });

  test("a payment being verified asks for attention and an unknown status reads as pending", () => {
    expect(orderTone("TMP_LOCK")).toBe("warn");
    expect(orderTone("SOMETHING")).toBe("progress");
  });

  test("a rejected return asks for attention, an accepted or settled one is done", () => {
    expect(returnTone("REJECTED")).toBe("warn");
    expect(returnTone("ACCEPTED")).toBe("ok");
    expect(returnTone("SETTLED")).toBe("ok");
    expect(returnTone("NEW")).toBe("progress");
    expect(returnTone("nonsense")).toBe("progress");
  });

  test("an order reaches placed, then sent, then delivered; a canceled order has no steps", () => {
    expect(orderStepReached("PENDING")).toBe(0);
    expect(orderStepReached("TMP_LOCK")).toBe(0);
    expect(orderStepReached("SENT")).toBe(1);
    expect(orderStepReached("REALIZED")).toBe(2);
    expect(orderStepReached("RETURN")).toBe(2);
    expect(orderStepReached("CANCELED")).toBeNull();
  });
});
