/**
 * Loads the basket's products, set components' products included (the stock
 * check needs them), from product/many (prices always come from the server).
 * `initial`: the products the server rendered the first lines with (the
 * wishlist page); they are not loaded again while the lines stay the same.
 */
import { useEffect, useState } from "react";
import type { Product } from "../../domain/catalogue/catalogue.types";
import type { StoredLine } from "../../domain/basket/basket-line";
import { lineProductIds } from "../../domain/basket/basket-stock";
import { apiPost } from "../shared/api-client";

export function useProducts(
  lines: readonly StoredLine[],
  lang: string,
  initial?: readonly Product[],
): { products: Map<string, Product>; loading: boolean } {
  const ids = lineProductIds(lines).filter((id) => /^\d{1,15}$/.test(id));
  const key = ids.sort().join(",");
  const [state, setState] = useState<{ key: string; products: Map<string, Product> }>(() => ({
    key: initial ? key : "",
    products: new Map(initial?.map((p) => [p._id, p])),
  }));
  const current = state.key;
  useEffect(() => {
    if (key === current) return;
    if (key === "") {
      setState({ key, products: new Map() });
      return;
    }
    let cancelled = false;
    void apiPost<Product[] | null>(
      "/api/public/product/many",
      { ids: key.split(",") },
      { query: { lang } },
    ).then((answer) => {
      const list = answer.ok && Array.isArray(answer.data) ? answer.data : [];
      if (!cancelled) setState({ key, products: new Map(list.map((p) => [p._id, p])) });
    });
    return () => {
      cancelled = true;
    };
  }, [key, lang, current]);
  return { products: state.products, loading: state.key !== key };
}
