/**
 * The countdown promotion's clock (spec 2 §2 Home page "Countdown
 * promotion"): days, hours, minutes and seconds left until the target.
 * Days are shown only when at least one day is left; seconds only when no
 * day is left. After the target the section is hidden, unless the owner is
 * previewing or `options.noHide` is set, in which case it shows zeros.
 * Pure: the clock is passed in.
 */

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export interface CountdownView {
  /** False once the target has passed and the section must be hidden. */
  visible: boolean;
  /** The units to show, in order, with their values. */
  units: { unit: keyof CountdownParts; value: number }[];
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, target - now);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

export function countdownView(
  target: number,
  now: number,
  options: { preview?: boolean | undefined; noHide?: boolean | undefined } = {},
): CountdownView {
  const ended = now >= target;
  const parts = countdownParts(target, now);
  const units: CountdownView["units"] = [];
  if (parts.days >= 1) units.push({ unit: "days", value: parts.days });
  units.push({ unit: "hours", value: parts.hours }, { unit: "minutes", value: parts.minutes });
  if (parts.days === 0) units.push({ unit: "seconds", value: parts.seconds });
  return { visible: !ended || Boolean(options.preview) || Boolean(options.noHide), units };
}
