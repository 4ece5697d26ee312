/**
 * The interactive part of the product page, rendered complete on the server
 * and hydrated on the first interaction: gallery (following the chosen
 * variant), price block, stock, variant picker (the URL's `vr` follows the
 * choice), personalization, set components or set creator, quantity,
 * add-to-basket / notify / preorder buttons and the wishlist button.
 * It renders two grid items (gallery and buy box) into the page's grid.
 */
import { useCallback, useMemo, useState } from "react";
import {
  availableCount,
  findVariant,
  hasVariants,
  maxForLine,
  maxOnProductPage,
} from "../../domain/stock";
import { checkSet } from "../../domain/set-components";
import {
  buildPickerEntries,
  chooseValue,
  variantForSelection,
  type Selection,
} from "../../domain/variant-picker";
import { EMPTY_LIST, lineKey, type StoredLine } from "../../domain/basket-line";
import { $basket, addToBasket, afterBasketAdd, quantityInBasket } from "../basket/basket.store";
import { showAlert } from "../alerts/alerts.store";
import { useClientStore } from "../shared/use-client-store";
import { addToWishlist } from "../wishlist/wishlist.store";
import { Gallery } from "./Gallery";
import { fill } from "./island-keys";
import { NotifyModal } from "./NotifyModal";
import { PersonalizationFields } from "./PersonalizationFields";
import type { ProductTopProps } from "./product-view.types";
import { QuantityInput } from "./QuantityInput";
import { SetComponents } from "./SetComponents";
import { VariantPicker } from "./VariantPicker";

export default function ProductTop(props: ProductTopProps) {
  const m = props.messages;
  const basket = useClientStore($basket, EMPTY_LIST);
  const [selection, setSelection] = useState<Selection>(props.initialSelection);
  const [quantity, setQuantity] = useState(props.quantityFactor);
  const [personalization, setPersonalization] = useState<Record<string, string>>({});
  const [componentPers, setComponentPers] = useState<Record<string, string>>({});
  const [componentQty, setComponentQty] = useState(() => props.components.map((c) => c.quantity));
  const [notifyOpen, setNotifyOpen] = useState(false);

  const stockProduct = useMemo(
    () => ({
      type: props.type,
      variants: props.variants,
      options: {
        view: {
          quantityFactor: props.quantityFactor,
          allowPreorder: props.preorder,
          disableStockCountValidationOnUi: props.stockValidationOff,
          overrideVariantsOrder: props.overrideVariantsOrder,
        },
      },
    }),
    [
      props.type,
      props.variants,
      props.quantityFactor,
      props.preorder,
      props.stockValidationOff,
      props.overrideVariantsOrder,
    ],
  );
  const withVariants = hasVariants(stockProduct);
  const variant = withVariants
    ? variantForSelection(stockProduct, selection)
    : findVariant(stockProduct, undefined);
  const variantHash = variant ? variant.hash : withVariants ? null : "";
  const entries = useMemo(
    () =>
      buildPickerEntries({
        product: stockProduct,
        attributes: props.attributes,
        lang: props.lang,
        selection,
      }),
    [stockProduct, props.attributes, props.lang, selection],
  );

  const price = props.prices[variantHash ?? ""] ?? props.prices[""];
  const available = availableCount(variant);
  const lineMax =
    variantHash === null
      ? 0
      : maxForLine({ product: stockProduct, variantHash: variantHash || undefined });
  const inBasket =
    variantHash === null ? 0 : quantityInBasket(props.productId, variantHash, basket.list);
  const pageMax = maxOnProductPage(lineMax, inBasket);
  const unavailable = variantHash !== null && !props.stockValidationOff && available <= 0;
  const usedUp = variantHash !== null && !unavailable && lineMax > 0 && pageMax <= 0;
  const shownQuantity = Math.min(quantity, Math.max(pageMax, props.quantityFactor));

  const isSet = props.type === "set" || props.type === "set_creator";
  const componentsInBasket = props.components.map((c) =>
    quantityInBasket(c.product, c.variantHash, basket.list),
  );
  const setProblem = isSet
    ? checkSet(
        props.components.map((c, i) => ({
          product: c.product,
          variantHash: c.variantHash,
          quantity: componentQty[i] ?? 0,
          available: c.available,
          inBasket: componentsInBasket[i] ?? 0,
          requiredPersonalization: c.personalization.filter((p) => p.required).map((p) => p.id),
          personalization: Object.fromEntries(
            c.personalization.map((p) => [p.id, componentPers[`${c.product}:${p.id}`] ?? ""]),
          ),
        })),
        {
          setQuantity: shownQuantity,
          allowZero: props.allowZero,
          creator: props.type === "set_creator",
        },
      )
    : "none";
  const personalizationMissing = props.personalization.some(
    (p) => p.required && !(personalization[p.id] ?? "").trim(),
  );

  const images = useMemo(() => {
    const own = variantHash ? props.gallery.variantImages[variantHash] : undefined;
    if (!own) return props.gallery.images;
    return [...own, ...props.gallery.images.filter((i) => !own.some((o) => o.src === i.src))];
  }, [variantHash, props.gallery]);

  const choose = useCallback(
    (attributeId: string, valueId: string) => {
      const next = chooseValue(stockProduct, selection, attributeId, valueId);
      setSelection(next);
      const chosen = variantForSelection(stockProduct, next);
      const url = new URL(window.location.href);
      if (chosen) url.searchParams.set("vr", chosen.hash);
      else url.searchParams.delete("vr");
      window.history.replaceState(window.history.state, "", url);
    },
    [stockProduct, selection],
  );

  const buildLine = (): StoredLine => {
    const line: StoredLine = {
      product: props.productId,
      variantHash: variantHash ?? "",
      quantity: shownQuantity,
      type: props.type,
    };
    if (isSet)
      line.components = props.components
        .map((c, i) => ({
          product: c.product,
          variantHash: c.variantHash,
          quantity: componentQty[i] ?? 0,
        }))
        .filter((c) => c.quantity > 0);
    const values = Object.entries({ ...personalization, ...componentPers }).filter(
      ([, v]) => v.trim() !== "",
    );
    if (values.length > 0) line.personalization = Object.fromEntries(values);
    return line;
  };

  const add = () => {
    if (variantHash === null) {
      showAlert({ type: "warning", msg: m["productPage.chooseVariant"] });
      return;
    }
    if (personalizationMissing || setProblem === "personalization") {
      showAlert({ type: "warning", msg: m["productPage.fillRequired"] });
      return;
    }
    const line = buildLine();
    const key = lineKey(line);
    const current = basket.list.find((l) => lineKey(l) === key)?.quantity ?? 0;
    const result = addToBasket(line, current + pageMax);
    if (result.added > 0)
      afterBasketAdd(props.afterBasketAdd, {
        message: m["productPage.addedToBasket"],
        deliveryHref: props.deliveryHref,
      });
    else showAlert({ type: "warning", msg: m["productPage.productNotAvailable"] });
  };

  const toWishlist = () => {
    if (variantHash === null) {
      showAlert({ type: "warning", msg: m["productPage.chooseVariant"] });
      return;
    }
    const added = addToWishlist({
      product: props.productId,
      variantHash,
      quantity: shownQuantity,
      type: props.type,
    });
    showAlert({
      type: added ? "success" : "info",
      msg: m[added ? "productPage.addedToWishlist" : "productPage.alreadyInWishlist"],
      delayMs: 3_000,
    });
  };

  const blocked =
    variantHash === null ||
    pageMax <= 0 ||
    personalizationMissing ||
    setProblem !== "none" ||
    props.pricesHidden;
  const stockText =
    variantHash === null
      ? m["productPage.chooseVariant"]
      : unavailable
        ? props.preorder
          ? m["productPage.preorderStock"]
          : m["productPage.soldOut"]
        : props.stockValidationOff
          ? ""
          : fill(m["productPage.stock"], { count: available, unit: props.unit });
  const showNotify = unavailable && props.notifyEnabled && props.type === "normal";
  const showPreorder = unavailable && props.preorder;

  return (
    <>
      <div className="ptop__gallery">
        <Gallery mode={props.gallery.mode} images={images} messages={m} />
      </div>
      <section className="ptop__buy" aria-label={m["productPage.addToBasket"]}>
        {price && !props.pricesHidden && props.type !== "set_creator" && (
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
                  <span className="price__from">{m["price.from"]}</span>
                )}
                <span className="price__amount">{line.text}</span>
                {line.suffix && <span className="price__suffix">{line.suffix}</span>}
                {line.previousText && (
                  <s className="price__previous">
                    <span className="visually-hidden">{m["price.previous"]}: </span>
                    {line.previousText}
                  </s>
                )}
              </div>
            ))}
          </div>
        )}
        {price?.perUnit && !props.pricesHidden && (
          <p className="muted ptop__unit">{price.perUnit}</p>
        )}
        {stockText && (
          <p
            className={`ptop__stock${unavailable || variantHash === null ? " ptop__stock--out" : ""}`}
            data-stock
          >
            {stockText}
          </p>
        )}
        {withVariants && (
          <VariantPicker entries={entries} selection={selection} onChoose={choose} messages={m} />
        )}
        {props.personalization.length > 0 && (
          <fieldset className="ptop__pers">
            <legend>{m["productPage.personalization"]}</legend>
            <p className="muted">{m["productPage.requiredHint"]}</p>
            <PersonalizationFields
              idPrefix="pers"
              fields={props.personalization}
              values={personalization}
              onChange={(id, value) => setPersonalization((p) => ({ ...p, [id]: value }))}
              messages={m}
            />
          </fieldset>
        )}
        {isSet && props.components.length > 0 && (
          <SetComponents
            components={props.components}
            quantities={componentQty}
            inBasket={componentsInBasket}
            setQuantity={shownQuantity}
            customCounts={props.customCounts}
            allowZero={props.allowZero}
            creator={props.type === "set_creator"}
            personalization={componentPers}
            onQuantity={(i, q) => setComponentQty((list) => list.map((v, j) => (j === i ? q : v)))}
            onPersonalization={(key, value) => setComponentPers((p) => ({ ...p, [key]: value }))}
            currency={props.currency}
            locale={props.locale}
            pricesHidden={props.pricesHidden}
            messages={m}
          />
        )}
        {isSet && setProblem === "stock" && (
          <p className="ptop__problem">{m["productPage.setStockProblem"]}</p>
        )}
        {isSet && setProblem === "empty" && (
          <p className="ptop__problem">{m["productPage.setEmpty"]}</p>
        )}
        <div className="ptop__actions">
          {!unavailable && !usedUp && (
            <QuantityInput
              label={m["productPage.quantity"]}
              increaseLabel={m["productPage.increase"]}
              decreaseLabel={m["productPage.decrease"]}
              value={shownQuantity}
              max={Math.max(pageMax, 0)}
              factor={props.quantityFactor}
              disabled={variantHash === null || pageMax <= 0}
              onChange={setQuantity}
            />
          )}
          {usedUp ? (
            <p className="ptop__in-basket" role="status">
              {m["productPage.inBasket"]}
            </p>
          ) : unavailable ? (
            <>
              {showNotify && (
                <button type="button" className="btn" onClick={() => setNotifyOpen(true)}>
                  {m["productPage.notifyMe"]}
                </button>
              )}
              {showPreorder && (
                <button type="button" className="btn btn--primary" disabled={blocked} onClick={add}>
                  {m["productPage.preorder"]}
                </button>
              )}
              {!showNotify && !showPreorder && (
                <button type="button" className="btn btn--primary" disabled>
                  {m["productPage.productNotAvailable"]}
                </button>
              )}
            </>
          ) : (
            <button type="button" className="btn btn--primary" disabled={blocked} onClick={add}>
              {m["productPage.addToBasket"]}
            </button>
          )}
          {(props.type === "normal" || props.type === "weight") && (
            <button type="button" className="btn btn--ghost" onClick={toWishlist}>
              {m["productPage.addToWishlist"]}
            </button>
          )}
        </div>
        {notifyOpen && variantHash !== null && (
          <NotifyModal
            productId={props.productId}
            variantHash={variantHash}
            productName={props.name}
            onClose={() => setNotifyOpen(false)}
            messages={m}
          />
        )}
      </section>
    </>
  );
}
