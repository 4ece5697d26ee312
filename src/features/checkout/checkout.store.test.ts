import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuoteRequestBody, QuoteView } from "../../contracts/quote.types";
import type { apiPost, ApiResult } from "../shared/api-client";
import { quoteView } from "./quote-view.fixtures";
import {
  $quote,
  amountsFor,
  giftCardCode,
  quoteFor,
  requestQuote,
  resetQuote,
} from "./checkout.store";

afterEach(() => {
  resetQuote();
  vi.useRealTimers();
});

const body = (country: string, typedCode = ""): QuoteRequestBody => ({
  lines: [{ product: "1", variantHash: "", quantity: 2, type: "normal" }],
  country,
  postCode: "",
  delivery: null,
  typedCode,
  code: "",
  giftCard: "",
});

const view = (total: number): QuoteView => quoteView(total);

/** A fake POST whose answers the test releases by hand, in any order. */
function controlledPost() {
  const waiting: { body: QuoteRequestBody; answer: (r: ApiResult<QuoteView>) => void }[] = [];
  const post = ((_path: string, sent: unknown) =>
    new Promise<ApiResult<QuoteView>>((answer) =>
      waiting.push({ body: sent as QuoteRequestBody, answer }),
    )) as unknown as typeof apiPost;
  return { post, waiting };
}

describe("checkout store", () => {
  it("shows a quote only for the request it answers", async () => {
    const { post, waiting } = controlledPost();
    const pending = requestQuote(body("pl"), "pl", post);
    expect($quote.get().pending).not.toBeNull();
    waiting[0]?.answer({ ok: true, status: 200, data: view(99.98) });
    await pending;
    expect(quoteFor($quote.get(), body("pl"))?.total).toBe(99.98);
    expect(quoteFor($quote.get(), body("de"))).toBeNull();
    expect($quote.get().view?.options).toEqual([]);
    expect($quote.get().view?.code).toBeNull();
  });

  it("never lets a slow answer for an old country replace the newer one", async () => {
    const { post, waiting } = controlledPost();
    const first = requestQuote(body("pl"), "pl", post);
    const second = requestQuote(body("de"), "pl", post);
    waiting[1]?.answer({ ok: true, status: 200, data: view(81.3) });
    await second;
    waiting[0]?.answer({ ok: true, status: 200, data: view(99.98) });
    await first;
    expect(quoteFor($quote.get(), body("de"))?.total).toBe(81.3);
    expect(amountsFor($quote.get(), body("pl"))).toBeNull();
  });

  it("keeps the shown quote when the shopper goes back to it while another is on its way", async () => {
    const { post, waiting } = controlledPost();
    const first = requestQuote(body("pl"), "pl", post);
    waiting[0]?.answer({ ok: true, status: 200, data: view(99.98) });
    await first;
    const toDe = requestQuote(body("de"), "pl", post);
    await requestQuote(body("pl"), "pl", post);
    expect($quote.get().pending).toBeNull();
    waiting[1]?.answer({ ok: true, status: 200, data: view(81.3) });
    await toDe;
    expect(quoteFor($quote.get(), body("pl"))?.total).toBe(99.98);
  });

  it("asks once for the same request even when called twice quickly", async () => {
    const { post, waiting } = controlledPost();
    const a = requestQuote(body("pl"), "pl", post);
    const b = requestQuote(body("pl"), "pl", post);
    expect(waiting).toHaveLength(1);
    waiting[0]?.answer({ ok: true, status: 200, data: view(10) });
    await Promise.all([a, b]);
    expect(quoteFor($quote.get(), body("pl"))?.total).toBe(10);
  });

  it("keeps amounts fresh while only the typed, not applied, code changes", async () => {
    const { post, waiting } = controlledPost();
    const done = requestQuote(body("pl"), "pl", post);
    waiting[0]?.answer({ ok: true, status: 200, data: view(50) });
    await done;
    expect(amountsFor($quote.get(), body("pl", "RAB"))?.total).toBe(50);
    expect(quoteFor($quote.get(), body("pl", "RAB"))).toBeNull();
  });

  it("shows no total and the client's message when the quote fails", async () => {
    const { post, waiting } = controlledPost();
    const done = requestQuote(body("pl"), "pl", post);
    waiting[0]?.answer({
      ok: false,
      status: 0,
      error: "NETWORK",
      message: "Network Error",
      body: null,
    });
    await done;
    expect($quote.get().error).toBe("Network Error");
    expect(amountsFor($quote.get(), body("pl"))).toBeNull();
  });

  it("shows an earlier answer again without asking while it is younger than 300000 ms", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 12, 0, 0));
    const { post, waiting } = controlledPost();
    const pl = requestQuote(body("pl"), "pl", post);
    waiting[0]?.answer({ ok: true, status: 200, data: view(99.98) });
    await pl;
    const de = requestQuote(body("de"), "pl", post);
    waiting[1]?.answer({ ok: true, status: 200, data: view(81.3) });
    await de;
    vi.advanceTimersByTime(299_999);
    await requestQuote(body("pl"), "pl", post);
    expect(waiting).toHaveLength(2);
    expect(quoteFor($quote.get(), body("pl"))?.total).toBe(99.98);
    vi.advanceTimersByTime(1);
    void requestQuote(body("de"), "pl", post);
    expect(waiting).toHaveLength(3);
  });

  it("asks again for a quote that left the card out past the lookup limit", async () => {
    const { post, waiting } = controlledPost();
    const limited: QuoteView = {
      ...view(50),
      giftCard: { ok: false, error: "tooManyRequests", retryAfter: 600 },
    };
    const first = requestQuote(body("pl"), "pl", post);
    waiting[0]?.answer({ ok: true, status: 200, data: limited });
    await first;
    const de = requestQuote(body("de"), "pl", post);
    waiting[1]?.answer({ ok: true, status: 200, data: view(81.3) });
    await de;
    void requestQuote(body("pl"), "pl", post);
    expect(waiting).toHaveLength(3);
  });
});

describe("the gift card code kept for the visit", () => {
  it("is read from storage as the quote takes it: upper case, at most 64 characters, text only", () => {
    expect(giftCardCode("gift-250-ijkl")).toBe("GIFT-250-IJKL");
    expect(giftCardCode("x".repeat(70))).toBe("X".repeat(64));
    expect(giftCardCode(null)).toBe("");
    expect(giftCardCode(42)).toBe("");
  });
});
