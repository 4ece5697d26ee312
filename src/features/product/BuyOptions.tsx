/** The shopper's choices in the buy box: variant, personalization and set components. */
import { PersonalizationFields } from "./PersonalizationFields";
import type { ProductTopProps } from "./product-view.types";
import { SetComponents } from "./SetComponents";
import type { BuyBoxState } from "./use-buy-box";
import { VariantPicker } from "./VariantPicker";

interface Props {
  top: ProductTopProps;
  box: BuyBoxState;
}

export function BuyOptions({ top, box }: Props) {
  const m = top.messages;
  return (
    <>
      {box.withVariants && (
        <VariantPicker
          entries={box.entries}
          selection={box.selection}
          onChoose={box.choose}
          messages={m}
        />
      )}
      {top.personalization.length > 0 && (
        <fieldset className="ptop__pers">
          <legend>{m["productPage.personalization"]}</legend>
          <p className="muted">{m["productPage.requiredHint"]}</p>
          <PersonalizationFields
            idPrefix="pers"
            fields={top.personalization}
            values={box.personalization}
            onChange={box.setPersonalization}
            messages={m}
          />
        </fieldset>
      )}
      {box.isSet && top.components.length > 0 && (
        <SetComponents
          components={top.components}
          quantities={box.componentQty}
          inBasket={box.componentsInBasket}
          setQuantity={box.shownQuantity}
          customCounts={top.customCounts}
          allowZero={top.allowZero}
          creator={top.type === "set_creator"}
          personalization={box.set.personalization}
          onQuantity={box.setComponentQuantity}
          onPersonalization={box.setComponentPersonalization}
          currency={top.currency}
          locale={top.locale}
          pricesHidden={top.pricesHidden}
          ownPrice={box.price?.amount}
          amountSuffix={box.price?.lines[0]?.suffix}
          messages={m}
        />
      )}
      {box.isSet && box.setProblem === "stock" && (
        <p className="ptop__problem">{m["productPage.setStockProblem"]}</p>
      )}
      {box.isSet && box.setProblem === "empty" && (
        <p className="ptop__problem">{m["productPage.setEmpty"]}</p>
      )}
    </>
  );
}
