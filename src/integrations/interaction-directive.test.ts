import { describe, expect, it } from "vitest";
import { typedValue, untilLive } from "./interaction-directive.client.mjs";

type Field = HTMLInputElement;

/** A text field as the directive sees it; `live` adds the props React attaches when it binds. */
function field(value: string, live: boolean): Field {
  return (live ? { value, __reactProps$x: {} } : { value }) as unknown as Field;
}

function input(inputType: string, data: string | null): Event {
  return { inputType, data } as unknown as Event;
}

describe("text typed before an island is live", () => {
  it("follows the field while nothing resets it", () => {
    expect(typedValue(undefined, field("F", false), input("insertText", "F"))).toBe("F");
    expect(typedValue("Fo", field("For", false), input("insertText", "r"))).toBe("For");
    expect(typedValue("For", field("Fo", false), input("deleteContentBackward", null))).toBe("Fo");
    expect(typedValue("For ", field("For A", true), input("insertText", "A"))).toBe("For A");
  });

  // Regression (issue 14): "For Ann" arrived as " Ann" or "n" when React's hydration commit
  // emptied the field between two keystrokes.
  it("applies keystrokes that land on a field React has just reset to the typed text", () => {
    expect(typedValue("For", field(" ", true), input("insertText", " "))).toBe("For ");
    expect(typedValue("For ", field(" A", true), input("insertText", "A"))).toBe("For A");
    expect(typedValue("For An", field("n", true), input("insertText", "n"))).toBe("For Ann");
    expect(typedValue("For", field("F", true), input("insertText", "F"))).toBe("ForF");
  });

  it("takes the field's value for other edits, and before React binds the field", () => {
    expect(typedValue("For", field("X", false), input("insertText", "X"))).toBe("X");
    expect(typedValue("For", field("pasted", true), input("insertFromPaste", null))).toBe("pasted");
  });
});

// Regression (issue 14): the wishlist's island renders its list once mounted; the element the
// directive waited on (the server's empty state) was removed, never became live, and clicks
// were held for 10 s.
describe("waiting for React to bind an element", () => {
  it("stops at once for an element React has removed", async () => {
    const removed = { isConnected: false } as unknown as Element;
    const started = Date.now();
    await untilLive(removed);
    expect(Date.now() - started).toBeLessThan(50);
  });

  it("waits until a connected element carries React's props", async () => {
    const el = { isConnected: true } as unknown as Element & Record<string, unknown>;
    setTimeout(() => (el["__reactProps$x"] = {}), 40);
    const started = Date.now();
    await untilLive(el);
    expect(Date.now() - started).toBeGreaterThanOrEqual(30);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
