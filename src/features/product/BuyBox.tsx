/** The buy box grid item: price, stock, the shopper's choices and the buy buttons. */
import { BuyActions } from "./BuyActions";
import { BuyOptions } from "./BuyOptions";
import { format } from "../../i18n/format";
import { PriceBlock } from "./PriceBlock";
import { ShareButton } from "./ShareButton";
import type { ProductTopProps } from "./product-view.types";
import type { BuyBoxState } from "./use-buy-box";

interface Props {
  top: ProductTopProps;
  box: BuyBoxState;
}

export function BuyBox({ top, box }: Props) {
  const m = top.messages;
  const stockText = top.archived
    ? ""
    : box.variantHash === null
      ? m["productPage.chooseVariant"]
      : box.unavailable
        ? top.preorder
          ? m["productPage.preorderStock"]
          : box.variantHash !== ""
            ? m["productPage.variantUnavailable"]
            : m["productPage.soldOut"]
        : top.stockValidationOff
          ? ""
          : format(m["productPage.stock"], { count: box.available, unit: top.unit });
  return (
    <section className="ptop__buy" aria-label={m["productPage.addToBasket"]}>
      <PriceBlock
        price={box.price}
        variantHash={box.variantHash}
        amountHidden={top.type === "set_creator"}
        pricesHidden={top.pricesHidden}
        messages={m}
      />
      {stockText && (
        <p
          className={`ptop__stock${box.unavailable || box.variantHash === null ? " ptop__stock--out" : ""}`}
          data-stock
        >
          {stockText}
        </p>
      )}
      <BuyOptions top={top} box={box} />
      <BuyActions top={top} box={box} />
      <ShareButton
        title={top.name}
        label={m["productPage.share"]}
        copied={m["productPage.copiedToClipboard"]}
        failed={m["alerts.unexpectedError"]}
      />
    </section>
  );
}
