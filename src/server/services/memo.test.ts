import { describe, expect, it } from "vitest";
import { memo } from "./memo";

describe("memo", () => {
  it("shares one load between callers until the entry expires", async () => {
    let clock = 0;
    let loads = 0;
    const m = memo(
      1000,
      async (k: string) => `${k}${++loads}`,
      () => clock,
    );
    expect(await Promise.all([m.get("a"), m.get("a")])).toEqual(["a1", "a1"]);
    clock = 999;
    expect(await m.get("a")).toBe("a1");
    clock = 1000;
    expect(await m.get("a")).toBe("a2");
  });

  it("does not cache failures", async () => {
    let fail = true;
    const m = memo(1000, async () => {
      if (fail) throw new Error("down");
      return 1;
    });
    await expect(m.get(0)).rejects.toThrow("down");
    fail = false;
    expect(await m.get(0)).toBe(1);
  });
});
