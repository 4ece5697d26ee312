/** Loads the variant label dictionary once per language, only when a row has a variant. */
import { useEffect, useState } from "react";
import type { VariantLabels } from "../../domain/catalogue/variant-label";
import { apiGet } from "../shared/api-client";

const cache = new Map<string, Promise<VariantLabels | null>>();

function load(lang: string): Promise<VariantLabels | null> {
  let p = cache.get(lang);
  if (!p) {
    p = apiGet<VariantLabels | null>("/api/public/order/variant-labels", {
      query: { lang },
    }).then((answer) => {
      const labels = answer.ok ? answer.data : null;
      if (!labels) cache.delete(lang);
      return labels;
    });
    cache.set(lang, p);
  }
  return p;
}

/** `initial`: the labels the server rendered with (the wishlist page), not loaded again. */
export function useVariantLabels(
  lang: string,
  needed: boolean,
  initial: VariantLabels | null = null,
): VariantLabels | null {
  const [labels, setLabels] = useState<VariantLabels | null>(initial);
  useEffect(() => {
    if (!needed || labels !== null) return;
    let cancelled = false;
    void load(lang).then((l) => {
      if (!cancelled) setLabels(l);
    });
    return () => {
      cancelled = true;
    };
  }, [lang, needed]);
  return labels;
}
