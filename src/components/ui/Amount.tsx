/**
 * An amount of money as the lines of the shop's display mode (`modePriceLines`):
 * one line as plain text; a two-figure mode's gross and net, each labelled,
 * one above the other (price.css `.amount`), so a tight cell (a table column,
 * a summary row, a delivery option) never clips or cuts a figure. The lines
 * are apart in the text too (a space), so they read as two amounts.
 */
import { Fragment } from "react";

export function Amount({ lines }: { lines: readonly string[] }) {
  if (lines.length < 2) return <>{lines[0] ?? ""}</>;
  return (
    <span className="amount">
      {lines.map((line, i) => (
        <Fragment key={line}>
          {i > 0 ? " " : null}
          <span className="amount__line">{line}</span>
        </Fragment>
      ))}
    </span>
  );
}
