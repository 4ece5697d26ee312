/**
 * When a failed e-mail is tried again (issue 15): the first delivery is tried at once; after
 * each failure the message waits 1 min, 5 min, 30 min, 2 h and 12 h, and after the sixth
 * failed try (about 14 h 36 min after the first) it is given up and marked failed.
 */

/** The waits after the first, second, … failed delivery. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [
  60_000, 300_000, 1_800_000, 7_200_000, 43_200_000,
];

/**
 * The time of the next try after a message's `attempts`-th try failed at `failedAt`, or null
 * when it has had all its tries.
 */
export function nextMailAttempt(attempts: number, failedAt: Date): Date | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts: ${attempts}`);
  const wait = MAIL_RETRY_DELAYS_MS[attempts - 1];
  return wait === undefined ? null : new Date(failedAt.getTime() + wait);
}
