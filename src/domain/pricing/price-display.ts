/**
 * Which price lines a product box, product page or basket shows for each
 * price display mode (spec 1 §1, spec 2 §1: brutto, netto, brutto+netto,
 * netto+brutto; "when a net mode is used, the price carries a gross suffix").
 *
 * Exact rule (decided here where the spec is terse):
 * - Lines appear in the order the mode names them; the first line is the
 *   primary (large) one.
 * - Mode `brutto` shows one gross line with no suffix: gross is what a
 *   consumer expects, so it needs no label.
 * - Every mode that involves net prices (`netto`, `brutto+netto`,
 *   `netto+brutto`) labels every line: the gross line carries the suffix
 *   `brutto` and the net line the suffix `netto`, so a shopper can never
 *   mistake one for the other.
 * - A line carries `previous` (the crossed-out earlier price of the same
 *   kind) only when it is given and higher than the current amount.
 * Amounts are passed through unchanged; rounding is the resolver's job.
 */
import type { PriceDisplayMode } from "../shop/settings.types";

export type PriceKind = "brutto" | "netto";

export interface PriceLine {
  kind: PriceKind;
  amount: number;
  previous?: number;
  primary: boolean;
  suffix?: PriceKind;
}

export interface DisplayablePrice {
  brutto: number;
  netto: number;
  previousBrutto?: number | undefined;
  previousNetto?: number | undefined;
}

const ORDER: Readonly<Record<PriceDisplayMode, readonly PriceKind[]>> = {
  brutto: ["brutto"],
  netto: ["netto"],
  "brutto+netto": ["brutto", "netto"],
  "netto+brutto": ["netto", "brutto"],
};

/** Whether a mode shows net prices (and so labels every line). */
export function isNetMode(mode: PriceDisplayMode): boolean {
  return mode !== "brutto";
}

/** The price lines to show for `mode`, primary first. */
export function priceDisplayLines(mode: PriceDisplayMode, price: DisplayablePrice): PriceLine[] {
  const labelled = isNetMode(mode);
  return ORDER[mode].map((kind, index) => {
    const amount = kind === "brutto" ? price.brutto : price.netto;
    const previous = kind === "brutto" ? price.previousBrutto : price.previousNetto;
    const line: PriceLine = { kind, amount, primary: index === 0 };
    if (previous !== undefined && previous > amount) line.previous = previous;
    if (labelled) line.suffix = kind;
    return line;
  });
}

/** The translated gross and net suffixes ("brutto"/"netto", "gross"/"net"). */
export type PriceSuffixTexts = Readonly<Record<PriceKind, string>>;

/**
 * One amount known gross and net as the texts of its lines in `mode` (those
 * of {@link priceDisplayLines}, primary first), each labelled in net modes:
 * ["12,19 zł netto"] (`netto`), ["14,99 zł brutto", "12,19 zł netto"]
 * (`brutto+netto`), ["14,99 zł"] (`brutto`). `sign` (e.g. "−" for a
 * discount) goes before every amount. A two-figure mode's lines are shown
 * stacked, one above the other, never side by side in one cell.
 */
export function modePriceLines(
  mode: PriceDisplayMode,
  amount: { brutto: number; netto: number },
  money: (n: number) => string,
  suffix: PriceSuffixTexts,
  sign = "",
): string[] {
  return priceDisplayLines(mode, amount).map(
    (l) => `${sign}${money(l.amount)}${l.suffix ? ` ${suffix[l.suffix]}` : ""}`,
  );
}

/**
 * The lines of {@link modePriceLines} as one text, joined by " / ", for
 * running text (a message), e.g. "14,99 zł brutto / 12,19 zł netto".
 */
export function modePriceText(
  mode: PriceDisplayMode,
  amount: { brutto: number; netto: number },
  money: (n: number) => string,
  suffix: PriceSuffixTexts,
  sign = "",
): string {
  return modePriceLines(mode, amount, money, suffix, sign).join(" / ");
}

/**
 * An amount that exists only gross (the gross to pay, a gift card's value, a
 * gross threshold): plain in mode `brutto`, labelled gross in net modes so it
 * is never mistaken for a net figure beside them.
 */
export function grossPriceText(
  mode: PriceDisplayMode,
  amount: number,
  money: (n: number) => string,
  suffix: PriceSuffixTexts,
  sign = "",
): string {
  const text = `${sign}${money(amount)}`;
  return isNetMode(mode) ? `${text} ${suffix.brutto}` : text;
}
