/**
 * Set components (fixed or custom counts) and the set-creator configurator
 * (1080 × 800 on desktop, responsive below) that prices the bundle.
 */
import { formatMoney } from "../../domain/money";
import { bundlePrice, componentPickMax } from "../../domain/set-components";
import { fill, type TopMessages } from "./island-keys";
import { PersonalizationFields } from "./PersonalizationFields";
import type { ComponentView } from "./product-view.types";
import { QuantityInput } from "./QuantityInput";

interface Props {
  components: ComponentView[];
  quantities: number[];
  inBasket: number[];
  setQuantity: number;
  customCounts: boolean;
  allowZero: boolean;
  creator: boolean;
  personalization: Record<string, string>;
  onQuantity: (index: number, quantity: number) => void;
  onPersonalization: (key: string, value: string) => void;
  currency: string;
  locale: string;
  pricesHidden: boolean;
  messages: TopMessages;
}

export function SetComponents(props: Props) {
  const { components, quantities, messages } = props;
  const total = bundlePrice(
    components.map((c, i) => ({ unitPrice: c.unitPrice, quantity: quantities[i] ?? 0 })),
  );
  const title = props.creator
    ? messages["productPage.setCreator"]
    : messages["productPage.setComponents"];
  return (
    <section className={props.creator ? "setc setc--creator" : "setc"} aria-label={title}>
      <h2 className="setc__title">{title}</h2>
      <ul className="setc__list">
        {components.map((c, i) => {
          const quantity = quantities[i] ?? 0;
          const max = componentPickMax(
            { available: c.available, inBasket: props.inBasket[i] ?? 0 },
            props.setQuantity,
          );
          return (
            <li className="setc__item" key={`${c.product}-${c.variantHash}`}>
              {c.thumb && <img src={c.thumb} alt="" width={64} height={64} loading="lazy" />}
              <div className="setc__info">
                <a href={c.url}>{c.name}</a>
                {!props.pricesHidden && c.unitPriceText && (
                  <span className="setc__price">{c.unitPriceText}</span>
                )}
                <span className="muted">
                  {fill(messages["productPage.componentStock"], { count: max })}
                </span>
              </div>
              {props.customCounts ? (
                <QuantityInput
                  label={fill(messages["productPage.componentQuantity"], { name: c.name })}
                  increaseLabel={`${messages["productPage.increase"]}: ${c.name}`}
                  decreaseLabel={`${messages["productPage.decrease"]}: ${c.name}`}
                  value={quantity}
                  max={max}
                  factor={1}
                  allowZero={props.allowZero}
                  onChange={(q) => props.onQuantity(i, q)}
                />
              ) : (
                <span className="setc__count">{quantity} ×</span>
              )}
              {quantity > 0 && c.personalization.length > 0 && (
                <PersonalizationFields
                  idPrefix={`pc-${c.product}`}
                  fields={c.personalization}
                  values={Object.fromEntries(
                    c.personalization.map((f) => [
                      f.id,
                      props.personalization[`${c.product}:${f.id}`] ?? "",
                    ]),
                  )}
                  onChange={(id, value) => props.onPersonalization(`${c.product}:${id}`, value)}
                  messages={messages}
                />
              )}
            </li>
          );
        })}
      </ul>
      {props.creator && !props.pricesHidden && (
        <p className="setc__total" aria-live="polite">
          {fill(messages["productPage.bundleTotal"], {
            price: formatMoney(total, props.currency, props.locale),
          })}
        </p>
      )}
    </section>
  );
}
