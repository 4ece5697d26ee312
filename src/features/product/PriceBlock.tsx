/**
 * The buy box's price: current amount (a two-figure mode's lines one above
 * the other; "/kg" after a weight product's), "from", gross/net suffix,
 * previous price, the price per priced unit and the price of one piece of a
 * package.
 */
import type { TopMessages } from "./island-keys";
import type { PriceLite } from "./product-view.types";

interface Props {
  price: PriceLite | undefined;
  variantHash: string | null;
  /** The amount block is left out (a set creator shows its bundle total instead). */
  amountHidden: boolean;
  pricesHidden: boolean;
  messages: TopMessages;
}

export function PriceBlock({ price, variantHash, amountHidden, pricesHidden, messages }: Props) {
  if (!price || pricesHidden) return null;
  return (
    <>
      {!amountHidden && (
        <div
          className={`price price--large${price.sale ? " price--sale" : ""}`}
          data-price
          data-variant={variantHash ?? ""}
        >
          {price.lines.map((line) => (
            <div
              key={line.text + String(line.primary)}
              className={`price__line ${line.primary ? "price__line--primary" : "price__line--secondary"}`}
            >
              {line.primary && price.from && (
                <span className="price__from">{messages["price.from"]}</span>
              )}
              <span className="price__amount">
                {line.text}
                {price.per ? <span className="price__per">/{price.per}</span> : null}
              </span>
              {line.suffix && <span className="price__suffix">{line.suffix}</span>}
              {line.previousText && (
                <s className="price__previous">
                  <span className="visually-hidden">{messages["price.previous"]}: </span>
                  {line.previousText}
                </s>
              )}
            </div>
          ))}
        </div>
      )}
      {price.perUnit && <p className="muted ptop__unit">{price.perUnit}</p>}
      {price.perPackage && <p className="muted ptop__package">{price.perPackage}</p>}
    </>
  );
}
