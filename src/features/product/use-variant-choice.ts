/**
 * The product page's variant choice: the selection per attribute, the variant
 * it picks (the URL's `vr` follows it) and the picker entries to show.
 */
import { useCallback, useMemo, useState } from "react";
import { findVariant, hasVariants } from "../../domain/basket/stock";
import {
  buildPickerEntries,
  chooseValue,
  variantForSelection,
  type Selection,
} from "../../domain/catalogue/variant-picker";
import { stockProductOf } from "./buy-box";
import type { ProductTopProps } from "./product-view.types";

export function useVariantChoice(props: ProductTopProps) {
  const [selection, setSelection] = useState<Selection>(props.initialSelection);
  const { type, archived, variants, quantityFactor, preorder, stockValidationOff } = props;
  const { overrideVariantsOrder, attributes, lang } = props;
  const stockProduct = useMemo(
    () =>
      stockProductOf({
        type,
        archived,
        variants,
        quantityFactor,
        preorder,
        stockValidationOff,
        overrideVariantsOrder,
      }),
    [type, archived, variants, quantityFactor, preorder, stockValidationOff, overrideVariantsOrder],
  );
  const withVariants = hasVariants(stockProduct);
  const variant = withVariants
    ? variantForSelection(stockProduct, selection)
    : findVariant(stockProduct, undefined);
  /** null while no variant is chosen; "" for a product without variants. */
  const variantHash = variant ? variant.hash : withVariants ? null : "";
  const entries = useMemo(
    () => buildPickerEntries({ product: stockProduct, attributes, lang, selection }),
    [stockProduct, attributes, lang, selection],
  );

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

  return { stockProduct, selection, withVariants, variant, variantHash, entries, choose };
}
