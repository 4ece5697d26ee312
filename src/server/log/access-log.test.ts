import { describe, expect, it } from "vitest";
import { accessFields, accessLogOn } from "./access-log.mjs";

const done = { method: "GET", status: 200, durationMs: 12.345, bytes: 900, finished: true };

describe("access log lines", () => {
  it("give the method, the path without its query, the status, the time to a tenth of a millisecond and the bytes", () => {
    expect(accessFields({ ...done, target: "/search?q=secret&page=2" })).toEqual({
      method: "GET",
      path: "/search",
      status: 200,
      durationMs: 12.3,
      bytes: 900,
    });
  });

  it("mark an answer cut off before its end as aborted", () => {
    expect(accessFields({ ...done, target: "/p/1", finished: false })).toMatchObject({
      path: "/p/1",
      aborted: true,
    });
  });

  it("leave out probes answered 2xx but keep failed ones", () => {
    expect(accessFields({ ...done, target: "/healthz" })).toBeNull();
    expect(accessFields({ ...done, target: "/readyz?x=1" })).toBeNull();
    expect(accessFields({ ...done, target: "/readyz", status: 503 })).toMatchObject({
      path: "/readyz",
      status: 503,
    });
  });

  it("are on unless ACCESS_LOG says off", () => {
    expect(accessLogOn(undefined)).toBe(true);
    expect(accessLogOn("on")).toBe(true);
    for (const off of ["off", "OFF", "0", "false", "no", " off "])
      expect(accessLogOn(off)).toBe(false);
  });
});
