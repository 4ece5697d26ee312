/**
 * Product structured data (schema.org Product with an Offer in the shown
 * currency, AggregateRating and the first 4 reviews). Prices are left out
 * when they are for logged-in users only. A set creator's offer is an
 * AggregateOffer whose `lowPrice` is its cheapest set, or none when no item
 * of its offer has a price.
 */
import type { Product } from "../../domain/catalogue/catalogue.types";
import { imagePath } from "../../domain/catalogue/image-path";
import { OPINIONS_PAGE_SIZE } from "../../domain/catalogue/opinions";
import { shopperPriceView } from "../../domain/pricing/price-view";
import { absoluteHref, langOrigin } from "../../i18n/routing";
import type { RequestContext } from "../context";

export interface JsonLdOpinion {
  user: { name: string };
  number: number;
  text: string;
  createdAt: string;
}

export function productJsonLd(input: {
  product: Product;
  ctx: RequestContext;
  manufacturerName?: string | undefined;
  opinions?: { total: number; average: number; list: JsonLdOpinion[] } | undefined;
  variantHash?: string | undefined;
}): Record<string, unknown> {
  const { product, ctx } = input;
  // On the language's configured origin (SITE_URL or BASE_URL_<LANG>), never the request's.
  const origin = langOrigin(ctx.langConfig, ctx.lang);
  const url = absoluteHref(ctx.langConfig, ctx.lang, `/p/${product.url[ctx.lang] ?? ""}`);
  const available = product.variants.some((v) => v.count - v.locked > 0);
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name[ctx.lang],
    sku: product.code,
    url,
    image: [product.mainImage, ...product.images]
      .filter((i) => i !== undefined)
      .map((i) => new URL(imagePath(i.url), origin).href),
  };
  if (product.code2) data["gtin13"] = product.code2;
  if (input.manufacturerName) data["brand"] = { "@type": "Brand", name: input.manufacturerName };
  // The shopper's resolved price (none when prices are for logged-in users only); always gross.
  const price = shopperPriceView(ctx.pricing, product, {
    variantHash: input.variantHash,
  })?.resolved;
  if (price) {
    // A set creator is sold as the sets it makes, from the cheapest one (decision 0007).
    const amount =
      product.type === "set_creator"
        ? { "@type": "AggregateOffer", lowPrice: price.brutto.toFixed(2) }
        : { "@type": "Offer", price: price.brutto.toFixed(2) };
    data["offers"] = {
      ...amount,
      url,
      priceCurrency: ctx.currency.toUpperCase(),
      availability: product.archived
        ? "https://schema.org/Discontinued"
        : available
          ? "https://schema.org/InStock"
          : product.preorder
            ? "https://schema.org/PreOrder"
            : "https://schema.org/OutOfStock",
    };
  }
  const opinions = input.opinions;
  if (opinions && opinions.total > 0) {
    data["aggregateRating"] = {
      "@type": "AggregateRating",
      ratingValue: opinions.average,
      reviewCount: opinions.total,
      bestRating: 5,
      worstRating: 1,
    };
    data["review"] = opinions.list.slice(0, OPINIONS_PAGE_SIZE).map((o) => ({
      "@type": "Review",
      author: { "@type": "Person", name: o.user.name },
      datePublished: o.createdAt.slice(0, 10),
      reviewBody: o.text,
      reviewRating: { "@type": "Rating", ratingValue: o.number, bestRating: 5 },
    }));
  }
  return data;
}
