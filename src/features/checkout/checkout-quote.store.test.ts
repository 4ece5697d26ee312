import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuoteView } from "../../contracts/quote.types";
import type { LineView } from "../../domain/basket/line-view";
import { $basket } from "../basket/basket.store";
import { resetQuote } from "./checkout.store";
import { quoteView } from "./quote-view.fixtures";
import {
  $checkoutContext,
  $quoteRequest,
  $quoteView,
  $shownLines,
  $stockNotes,
  setCheckoutContext,
} from "./checkout-quote.store";

const mugs = (quantity: number, requested: number | null): LineView => ({
  key: "212|||",
  product: "212",
  variantHash: "",
  type: "normal",
  quantity,
  requested,
  max: 2,
  step: 1,
  name: "Kubek",
  href: "/p/kubek-212",
  image: null,
  variant: "",
  priced: true,
  unitBrutto: 95.66,
  unitNetto: 77.77,
  lineBrutto: 191.32,
  lineNetto: 155.54,
  unit: null,
});

const answer = (lines: LineView[]): QuoteView =>
  quoteView(191.32, { lines, dropped: 1, productsNetto: 155.54, totalNetto: 155.54 });

afterEach(() => {
  resetQuote();
  $checkoutContext.set(null);
  $stockNotes.set({ asked: {}, dropped: 0 });
  $basket.set({ list: [], timestamp: 0 });
  vi.unstubAllGlobals();
});

describe("the checkout's one quote", () => {
  it("asks for nothing until a step names the shop, nor when prices are hidden", () => {
    $basket.set({
      list: [{ product: "212", variantHash: "", quantity: 1, type: "normal" }],
      timestamp: 1,
    });
    expect($quoteRequest.get()).toBeNull();
    setCheckoutContext({ lang: "pl", defaultCountry: "pl", pricesHidden: true });
    expect($quoteRequest.get()).toBeNull();
    setCheckoutContext({ lang: "pl", defaultCountry: "pl", pricesHidden: false });
    expect($quoteRequest.get()).toMatchObject({ country: "pl", code: "", giftCard: "" });
  });

  it("corrects the basket to the stock in one call and keeps saying what was asked for", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify(answer([mugs(2, 5)])), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetch);
    $basket.set({
      list: [
        { product: "212", variantHash: "", quantity: 5, type: "normal" },
        { product: "999", variantHash: "", quantity: 1, type: "normal" },
      ],
      timestamp: 1,
    });
    setCheckoutContext({ lang: "pl", defaultCountry: "pl", pricesHidden: false });
    const stop = $quoteView.listen(() => {});
    await vi.waitFor(() => expect($basket.get().list).toHaveLength(1));

    expect($basket.get().list[0]?.quantity).toBe(2);
    // The corrected basket is answered by the same answer: still one call.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($quoteView.get()?.total).toBe(191.32);
    expect($stockNotes.get()).toEqual({ asked: { "212|||": 5 }, dropped: 1 });
    expect($shownLines.get().lines[0]).toMatchObject({ quantity: 2, requested: 5 });
    stop();
  });
});
