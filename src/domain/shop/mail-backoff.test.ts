import { describe, expect, it } from "vitest";
import { MAIL_RETRY_DELAYS_MS, nextMailAttempt } from "./mail-backoff";

/** Every try a message gets: the first delivery and one per wait. */
const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

const at = (iso: string) => new Date(iso);

describe("mail retry backoff", () => {
  it("waits 1 min, 5 min, 30 min, 2 h and 12 h after the first to fifth failed try", () => {
    const failed = at("2026-11-25T10:00:00.000Z");
    expect(nextMailAttempt(1, failed)?.toISOString()).toBe("2026-11-25T10:01:00.000Z");
    expect(nextMailAttempt(2, failed)?.toISOString()).toBe("2026-11-25T10:05:00.000Z");
    expect(nextMailAttempt(3, failed)?.toISOString()).toBe("2026-11-25T10:30:00.000Z");
    expect(nextMailAttempt(4, failed)?.toISOString()).toBe("2026-11-25T12:00:00.000Z");
    expect(nextMailAttempt(5, failed)?.toISOString()).toBe("2026-11-25T22:00:00.000Z");
  });

  it("gives a message up after its sixth failed try", () => {
    expect(MAIL_MAX_ATTEMPTS).toBe(6);
    expect(nextMailAttempt(6, at("2026-11-25T22:00:00.000Z"))).toBeNull();
    expect(nextMailAttempt(7, at("2026-11-25T22:00:00.000Z"))).toBeNull();
  });

  it("puts the last try 14 h 36 min after the first when every retry runs on time", () => {
    let time = at("2026-11-25T10:00:00.000Z");
    for (let attempts = 1; attempts < MAIL_MAX_ATTEMPTS; attempts++) {
      time = nextMailAttempt(attempts, time) ?? time;
    }
    expect(time.toISOString()).toBe("2026-11-26T00:36:00.000Z");
  });

  it("refuses an attempt count below one", () => {
    expect(() => nextMailAttempt(0, at("2026-11-25T10:00:00.000Z"))).toThrow(RangeError);
  });
});
