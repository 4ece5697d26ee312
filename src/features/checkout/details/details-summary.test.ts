import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { priceTexts } from "../../basket/price-texts";
import { pickMessages } from "../../messages";
import { quoteView } from "../quote-view.fixtures";
import { detailsSummaryRows } from "./details-summary";
import { DETAILS_KEYS } from "./details.messages";

const m = pickMessages("pl", DETAILS_KEYS);
const pm = {
  "basket.bruttoSuffix": "brutto",
  "basket.nettoSuffix": "netto",
  "delivery.totalNetto": "Razem netto",
};
const texts = priceTexts(
  { mode: "brutto", currency: "pln", locale: "pl-PL" },
  { brutto: "brutto", netto: "netto" },
);

/** The delivery row's text as the details step shows it. */
function deliveryRow(view: ReturnType<typeof quoteView>): string {
  const rows = detailsSummaryRows(m, pm, texts, "brutto", view, undefined, "Karta podarunkowa");
  const value = rows.find((r) => r.key === "delivery")?.value as ReactElement;
  return renderToStaticMarkup(value).replace(/<[^>]+>/g, " ");
}

describe("the details step's delivery row", () => {
  it("says no delivery is chosen yet instead of 0,00 zł when the step is opened without one", () => {
    const row = deliveryRow(quoteView(95.66));
    expect(row).toContain("nie wybrano");
    expect(row).not.toContain("0,00");
  });

  it("shows the chosen delivery's price", () => {
    const chosen = quoteView(95.66, { delivery: "2", deliveryPrice: 14.99, deliveryNetto: 12.19 });
    expect(deliveryRow(chosen)).toContain("14,99");
    expect(deliveryRow(chosen)).not.toContain("nie wybrano");
  });
});
