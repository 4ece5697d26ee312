/**
 * The buy box's state: the variant choice, the quantity within the stock
 * limit less what the basket already holds, personalization, set component
 * quantities and their check, and the add-to-basket and wishlist actions.
 */
import { askLogin } from "../account/session";
import { useState } from "react";
import { EMPTY_LIST, lineKey } from "../../domain/basket/basket-line";
import {
  availableCount,
  canAddToBasket,
  maxForLine,
  maxOnProductPage,
} from "../../domain/basket/stock";
import { showAlert } from "../alerts/alerts.store";
import { $basket, addToBasket, afterBasketAdd, quantityInBasket } from "../basket/basket.store";
import { useClientStore } from "../shared/use-client-store";
import { addToWishlist } from "../wishlist/wishlist.store";
import { buildBasketLine, setProblemOf, type SetChoice } from "./buy-box";
import type { ProductTopProps } from "./product-view.types";
import { useVariantChoice } from "./use-variant-choice";

export type BuyBoxState = ReturnType<typeof useBuyBox>;

type Values = Record<string, string>;

export function useBuyBox(props: ProductTopProps) {
  const m = props.messages;
  const basket = useClientStore($basket, EMPTY_LIST);
  const [quantity, setQuantity] = useState(props.quantityFactor);
  const [personalization, setPersonalization] = useState<Values>({});
  const [componentPers, setComponentPers] = useState<Values>({});
  const [componentQty, setComponentQty] = useState(() => props.components.map((c) => c.quantity));

  const choice = useVariantChoice(props);
  const { stockProduct, variant, variantHash } = choice;
  const { type, quantityFactor, stockValidationOff } = props;

  const available = availableCount(variant);
  const lineMax =
    variantHash === null
      ? 0
      : maxForLine({ product: stockProduct, variantHash: variantHash || undefined });
  const inBasket =
    variantHash === null ? 0 : quantityInBasket(props.productId, variantHash, basket.list);
  const pageMax = maxOnProductPage(lineMax, inBasket, quantityFactor);
  const unavailable = variantHash !== null && !stockValidationOff && available <= 0;
  const usedUp = variantHash !== null && !unavailable && lineMax > 0 && pageMax <= 0;
  const shownQuantity = Math.min(quantity, Math.max(pageMax, quantityFactor));

  const isSet = type === "set" || type === "set_creator";
  const set: SetChoice = {
    components: props.components,
    quantities: componentQty,
    personalization: componentPers,
  };
  const componentsInBasket = props.components.map((c) =>
    quantityInBasket(c.product, c.variantHash, basket.list),
  );
  const setProblem = isSet
    ? setProblemOf(set, componentsInBasket, {
        setQuantity: shownQuantity,
        allowZero: props.allowZero,
        creator: type === "set_creator",
      })
    : "none";
  const personalizationMissing = props.personalization.some(
    (p) => p.required && !(personalization[p.id] ?? "").trim(),
  );
  // The one add rule of product pages and product boxes (domain/basket/stock canAddToBasket).
  const addable =
    variantHash !== null &&
    canAddToBasket({
      product: stockProduct,
      variantHash: variantHash || undefined,
      alreadyInBasket: inBasket,
    }) === "ok";
  // With prices for logged-in users only, a guest's add asks to log in (spec 1 §6).
  const blocked =
    !props.pricesHidden && (!addable || personalizationMissing || setProblem !== "none");

  const add = () => {
    if (props.pricesHidden) {
      askLogin();
      return;
    }
    if (variantHash === null) {
      showAlert({ type: "warning", msg: m["productPage.chooseVariant"] });
      return;
    }
    if (personalizationMissing || setProblem === "personalization") {
      showAlert({ type: "warning", msg: m["productPage.fillRequired"] });
      return;
    }
    const line = buildBasketLine({
      productId: props.productId,
      type,
      variantHash,
      quantity: shownQuantity,
      set: isSet ? set : null,
      personalization,
    });
    const key = lineKey(line);
    const current = basket.list.find((l) => lineKey(l) === key)?.quantity ?? 0;
    const result = addToBasket(line, current + pageMax, quantityFactor);
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
    const added = addToWishlist(
      { product: props.productId, variantHash, quantity: shownQuantity, type },
      quantityFactor,
    );
    showAlert({
      type: added ? "success" : "info",
      msg: m[added ? "productPage.addedToWishlist" : "productPage.alreadyInWishlist"],
      delayMs: 3_000,
    });
  };

  return {
    ...choice,
    price: props.prices[variantHash ?? ""] ?? props.prices[""],
    available,
    pageMax,
    unavailable,
    usedUp,
    shownQuantity,
    isSet,
    set,
    componentQty,
    componentsInBasket,
    personalization,
    setProblem,
    blocked,
    add,
    toWishlist,
    setQuantity,
    setPersonalization: (id: string, value: string) =>
      setPersonalization((p) => ({ ...p, [id]: value })),
    setComponentQuantity: (index: number, q: number) =>
      setComponentQty((list) => list.map((v, j) => (j === index ? q : v))),
    setComponentPersonalization: (key: string, value: string) =>
      setComponentPers((p) => ({ ...p, [key]: value })),
  };
}
