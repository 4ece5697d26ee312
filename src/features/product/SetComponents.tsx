/**
 * Set components (fixed or custom counts) and the set-creator configurator
 * (1080 × 800 on desktop, responsive below) that prices the bundle.
 */
import { formatMoney } from "../../domain/pricing/money";
import { componentPickMax } from "../../domain/basket/set-components";
import { priceSet } from "../../domain/pricing/set-pricing";
import type { TopMessages } from "./island-keys";
import { format } from "../../i18n/format";
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
  /** A fixed set's own price (the shown amount); changed counts are priced from it. */
  ownPrice?: number | undefined;
  /** The shown amount's translated gross/net suffix in net modes ("netto"), after the total. */
  amountSuffix?: string | undefined;
  messages: TopMessages;
}

export function SetComponents(props: Props) {
  const { components, quantities, messages } = props;
  // One set's price as the basket and the server charge it (domain/pricing/set-pricing), in the
  // shown amount of the display mode (unit prices and the set's own price are that amount).
  const own = props.ownPrice ?? 0;
  const priced = priceSet({
    product: {
      type: props.creator ? "set_creator" : "set",
      components: components.map((c) => ({
        product: c.product,
        variant: c.variantHash,
        quantity: c.quantity,
      })),
      options: {
        view: { customCountsForSet: props.customCounts, allowZeroForSet: props.allowZero },
      },
    },
    chosen: components.map((c, i) => ({
      product: c.product,
      variantHash: c.variantHash,
      quantity: quantities[i] ?? 0,
    })),
    own: { brutto: own, netto: own },
    unitOf: (product, hash) => {
      const c = components.find((x) => x.product === product && x.variantHash === hash);
      return c ? { brutto: c.unitPrice, netto: c.unitPrice } : null;
    },
  });
  // A creator with nothing chosen shows 0; a fixed set shows a total once its counts change.
  const total = priced.kind === "price" ? priced.unit.brutto : props.creator ? 0 : own;
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
                  {format(messages["productPage.componentStock"], { count: max })}
                </span>
              </div>
              {props.customCounts ? (
                <QuantityInput
                  label={format(messages["productPage.componentQuantity"], { name: c.name })}
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
      {(props.creator || (props.customCounts && priced.kind === "price")) &&
        !props.pricesHidden && (
          <p className="setc__total" aria-live="polite">
            {format(messages["productPage.bundleTotal"], {
              price: [formatMoney(total, props.currency, props.locale), props.amountSuffix]
                .filter(Boolean)
                .join(" "),
            })}
          </p>
        )}
    </section>
  );
}
