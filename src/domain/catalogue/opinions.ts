/**
 * Opinion summaries (spec 1 §2 Opinions: total, average out of 5, per-star
 * distribution with percentages to 1 decimal; §5 New opinion).
 *
 * Decisions: the average is rounded to 1 decimal; with no opinions every
 * percentage is 0 and the average is 0. Stars are listed 5 down to 1.
 */
import { roundTo } from "../pricing/rounding";

export const OPINION_STARS = 5;
export const OPINIONS_PAGE_SIZE = 4;
export const OPINION_STAR_COLOUR = "#ffcc48";
export const OPINION_NAME_MAX = 80;
export const OPINION_TEXT_MAX = 2000;

export interface StarShare {
  stars: number;
  count: number;
  percent: number;
}

export function opinionSummary(counts: Readonly<Record<string, number>>): {
  total: number;
  average: number;
  distribution: StarShare[];
} {
  let total = 0;
  let sum = 0;
  for (let s = 1; s <= OPINION_STARS; s++) {
    const n = Math.max(0, Math.floor(counts[String(s)] ?? 0));
    total += n;
    sum += n * s;
  }
  const distribution: StarShare[] = [];
  for (let s = OPINION_STARS; s >= 1; s--) {
    const count = Math.max(0, Math.floor(counts[String(s)] ?? 0));
    distribution.push({ stars: s, count, percent: total ? roundTo((count / total) * 100, 1) : 0 });
  }
  return { total, average: total ? roundTo(sum / total, 1) : 0, distribution };
}

/** Whether the add-opinion form may be submitted: comment, name and rating present. */
export function canSubmitOpinion(input: { name: string; text: string; rating: number }): boolean {
  return (
    input.name.trim() !== "" &&
    input.text.trim() !== "" &&
    Number.isInteger(input.rating) &&
    input.rating >= 1 &&
    input.rating <= OPINION_STARS
  );
}

/** Whether text contains markup (opinions are plain text; markup is rejected). */
export function containsMarkup(text: string): boolean {
  return /<\s*\/?\s*[a-z!]/i.test(text);
}
