import { describe, expect, it } from "vitest";
import { swipeDirection } from "./swipe";

describe("swipeDirection", () => {
  it("a 25 px drag to the left shows the next image", () => {
    expect(swipeDirection(-25, 0, 1000)).toBe("next");
  });
  it("a drag to the right shows the previous image", () => {
    expect(swipeDirection(40, 3, 1000)).toBe("previous");
  });
  it("a drag shorter than 25 px on a wide screen is ignored", () => {
    expect(swipeDirection(-24, 0, 1000)).toBeNull();
  });
  it("on a narrow screen 15 percent of its width is enough", () => {
    expect(swipeDirection(-16, 0, 100)).toBe("next");
    expect(swipeDirection(-14, 0, 100)).toBeNull();
  });
  it("a mostly vertical gesture is not a swipe", () => {
    expect(swipeDirection(-30, 60, 1000)).toBeNull();
  });
});
