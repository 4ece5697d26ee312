import { describe, expect, it } from "vitest";
import { captureLog } from "./logger.fixtures";
import { currentRequestId, loggerFor, logLevel, outsideRequest, withRequestId } from "./logger.mjs";

describe("the logger", () => {
  it("takes its level from LOG_LEVEL, in any case, and falls back to info", () => {
    expect(logLevel("debug")).toBe("debug");
    expect(logLevel(" WARN ")).toBe("warn");
    expect(logLevel("silent")).toBe("silent");
    expect(logLevel(undefined)).toBe("info");
    expect(logLevel("verbose")).toBe("info");
  });

  it("knows the request being answered across awaits, and none outside it", async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await withRequestId("req-1", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const inner = currentRequestId();
      const outside = outsideRequest(() => currentRequestId());
      return { inner, outside };
    });
    expect(seen).toEqual({ inner: "req-1", outside: undefined });
    expect(currentRequestId()).toBeUndefined();
  });
});

describe("a component's logger", () => {
  it("writes one JSON line with the time, the level's name, the component, the request id and the message", () => {
    const log = captureLog();
    try {
      withRequestId("req-2", () => loggerFor("test").warn({ n: 1 }, "something odd"));
      expect(log.lines()).toEqual([
        expect.objectContaining({
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          level: "warn",
          component: "test",
          requestId: "req-2",
          n: 1,
          msg: "something odd",
        }),
      ]);
    } finally {
      log.restore();
    }
  });

  it("writes an error's type, message and stack under err", () => {
    const log = captureLog();
    try {
      loggerFor("test").error({ err: new TypeError("bad") }, "failed");
      const [line] = log.lines();
      expect(line?.["err"]).toMatchObject({ type: "TypeError", message: "bad" });
      expect(line?.["requestId"]).toBeUndefined();
    } finally {
      log.restore();
    }
  });
});
