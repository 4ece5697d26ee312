/**
 * The details step's summary column: the ordered lines, the amounts
 * (`detailsSummaryRows`), a notice (the post code rules out the chosen
 * delivery), the last error, the order button (`children`) and the way back
 * to the delivery step.
 */
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/Alert";
import { SummaryBox } from "../../../components/ui/SummaryBox";
import type { QuoteView } from "../../../contracts/quote.types";
import type { LineView } from "../../../domain/basket/line-view";
import type { PriceDisplayMode } from "../../../domain/shop/settings.types";
import type { PriceTextMessages, PriceTexts } from "../../basket/price-texts";
import { detailsSummaryRows } from "./details-summary";
import type { DetailsMessages } from "./details.messages";
import { DetailsLines } from "./DetailsLines";

export function DetailsAside(props: {
  m: DetailsMessages;
  pm: PriceTextMessages;
  texts: PriceTexts;
  mode: PriceDisplayMode;
  locale: string;
  view: QuoteView | null;
  lines: readonly LineView[];
  /** Lines still to come (see DetailsLines). */
  pending: number | null | false;
  deliveryName: string | undefined;
  giftCardLabel: string;
  notice: ReactNode;
  error: string;
  deliveryHref: string;
  children: ReactNode;
}) {
  const { m, view } = props;
  return (
    <aside className="split__aside" aria-label={m["details.summary"]}>
      <section className="panel" aria-labelledby="order-lines-heading">
        <h2 id="order-lines-heading" className="panel__title">
          {m["details.summary"]}
        </h2>
        <DetailsLines lines={props.lines} locale={props.locale} pending={props.pending} />
      </section>
      <SummaryBox
        rows={detailsSummaryRows(
          m,
          props.pm,
          props.texts,
          props.mode,
          view,
          props.deliveryName,
          props.giftCardLabel,
        )}
        busy={!view}
      >
        {props.notice ? <Alert tone="warning">{props.notice}</Alert> : null}
        {props.error ? <Alert tone="error">{props.error}</Alert> : null}
        {props.children}
        <a href={props.deliveryHref}>{m["details.back"]}</a>
      </SummaryBox>
    </aside>
  );
}
