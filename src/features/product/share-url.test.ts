import { describe, expect, it } from "vitest";
import { shareUrl } from "./share-url";

describe("the shared product address", () => {
  it("keeps the chosen variant and drops tracking parameters and the hash", () => {
    expect(
      shareUrl("https://shop.example/p/kubek-1?utm_source=x&vr=1~5&code=RABAT10#opinions"),
    ).toBe("https://shop.example/p/kubek-1?vr=1%7E5");
    expect(shareUrl("https://shop.example/en/p/mug-1?ref=news")).toBe(
      "https://shop.example/en/p/mug-1",
    );
  });
});
