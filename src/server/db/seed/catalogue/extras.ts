/**
 * What a few products carry besides: personalization fields (an engraving, a photo), linked
 * products with an optional header, and an additional description (a warranty note).
 */
import type {
  PersonalizationOption,
  ProductType,
} from "../../../../domain/catalogue/catalogue.types.ts";
import type { Rng } from "../prng.ts";
import { t3 } from "../words.ts";
import type { T3 } from "../words.ts";

export interface Extras {
  personalization: PersonalizationOption[] | null;
  linked: { product: string; border?: boolean }[] | null;
  advancedOptions: { linkedHeader: T3 } | null;
  additionalDescription: T3 | null;
}

/** Draws a product's extras; `N` is the number of products (linked ones are among them). */
export function drawExtras(rng: Rng, id: number, type: ProductType, N: number): Extras {
  let personalization: PersonalizationOption[] | null = null;
  if (type === "normal" && (id === 10 || rng.chance(0.01))) {
    personalization = [
      {
        id: "engraving",
        name: { pl: "Tekst grawerunku", en: "Engraving text", de: "Gravurtext" },
        type: "text",
        required: rng.chance(0.6) || id === 10,
      },
    ];
    if (rng.chance(0.5) || id === 10)
      personalization.push({
        id: "photo",
        name: { pl: "Twoje zdjęcie", en: "Your photo", de: "Dein Foto" },
        type: "image",
        required: false,
      });
  }

  let linked: { product: string; border?: boolean }[] | null = null;
  let advancedOptions: { linkedHeader: T3 } | null = null;
  if (N > 5 && (id === 1 || rng.chance(0.08))) {
    linked = [];
    for (const pid of new Set(Array.from({ length: rng.int(2, 4) }, () => rng.int(1, N)))) {
      if (pid !== id)
        linked.push(
          rng.chance(0.3) ? { product: String(pid), border: true } : { product: String(pid) },
        );
    }
    if (rng.chance(0.5))
      advancedOptions = {
        linkedHeader: t3(
          "Inne wersje tego produktu",
          "Other versions of this product",
          "Andere Versionen dieses Produkts",
        ),
      };
  }
  const additionalDescription =
    rng.chance(0.05) || id === 1
      ? t3(
          "<p>Produkt objęty <strong>24-miesięczną gwarancją</strong>.</p>",
          "<p>Covered by a <strong>24-month warranty</strong>.</p>",
          "<p>Mit <strong>24 Monaten Garantie</strong>.</p>",
        )
      : null;
  return { personalization, linked, advancedOptions, additionalDescription };
}
