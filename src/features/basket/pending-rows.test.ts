import { describe, expect, it } from "vitest";
import { BASKET_KEY } from "./basket.store";
import { BASKET_LINES_SCRIPT, PENDING_ROWS_MAX } from "./pending-rows";

/** Runs the inline script against a stored value and returns the page's mark. */
function mark(stored: string | null): string | null {
  const attributes = new Map<string, string>();
  const storage = { getItem: (key: string) => (key === BASKET_KEY ? stored : null) };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function("localStorage", "document", BASKET_LINES_SCRIPT)(storage, document);
  return attributes.get("data-basket-lines") ?? null;
}

describe("the basket lines mark", () => {
  it("reads the basket store's own key", () => {
    expect(BASKET_LINES_SCRIPT).toContain(JSON.stringify(BASKET_KEY));
  });

  it("marks the number of stored lines, at most the pending rows the server renders", () => {
    const list = (n: number) => JSON.stringify({ list: Array.from({ length: n }, () => ({})) });
    expect(mark(list(2))).toBe("2");
    expect(mark(list(0))).toBe("0");
    expect(mark(list(9))).toBe(String(PENDING_ROWS_MAX));
    expect(PENDING_ROWS_MAX).toBe(6);
  });

  it("marks an empty basket when nothing or something unreadable is stored", () => {
    expect(mark(null)).toBe("0");
    expect(mark('{"list":"x"}')).toBe("0");
    expect(mark("{not json")).toBeNull();
  });
});
