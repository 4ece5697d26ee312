/**
 * PayPal's order and capture states in the shop's terms.
 * https://developer.paypal.com/api/orders/v2/definitions/order_status
 * https://developer.paypal.com/sdk/orders/v2/definitions/capture_status
 */
import { CaptureStatus, OrderStatus } from "@paypal/paypal-server-sdk";
import { describe, expect, it } from "vitest";
import { captureStatus, orderStatus } from "./status";

describe("PayPal states", () => {
  it("maps each capture status: COMPLETED and refunds paid, PENDING verifying, DECLINED and FAILED failed", () => {
    expect(captureStatus("COMPLETED")).toBe("paid");
    expect(captureStatus("PARTIALLY_REFUNDED")).toBe("paid");
    expect(captureStatus("REFUNDED")).toBe("paid");
    expect(captureStatus("PENDING")).toBe("verifying");
    expect(captureStatus("DECLINED")).toBe("failed");
    expect(captureStatus("FAILED")).toBe("failed");
  });

  it("maps an order without a capture: waiting for the shopper, voided, or completed without money", () => {
    expect(orderStatus({ status: OrderStatus.PayerActionRequired })).toBe("pending");
    expect(orderStatus({ status: OrderStatus.Approved })).toBe("pending");
    expect(orderStatus({ status: OrderStatus.Voided })).toBe("cancelled");
    expect(orderStatus({ status: OrderStatus.Completed })).toBe("failed");
  });

  it("reads an order with a capture as its capture", () => {
    const captured = {
      status: OrderStatus.Completed,
      purchaseUnits: [{ payments: { captures: [{ status: CaptureStatus.Pending }] } }],
    };
    expect(orderStatus(captured)).toBe("verifying");
  });
});
