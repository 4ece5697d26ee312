/**
 * The search overlay's product rows (contracts/search.types.ts), built on the
 * server from the request's pricing context: the price in the shopper's
 * currency and display mode (none when prices are hidden; labelled gross or net in net
 * modes, the previous price too), the thumbnail path.
 */
import type { SearchHit } from "../../contracts/search.types";
import type { Product } from "../../domain/catalogue/catalogue.types";
import { imagePath } from "../../domain/catalogue/image-path";
import { shopperPriceView } from "../../domain/pricing/price-view";
import type { RequestContext } from "../context";
import { translator } from "../../i18n/core";

export function searchHits(products: readonly Product[], ctx: RequestContext): SearchHit[] {
  const webp = ctx.settings.additionalFunctions.imageOptimisation;
  const t = translator(ctx.lang);
  return products.map((p) => {
    const view = shopperPriceView(ctx.pricing, p, { list: true });
    const line = view?.lines.find((l) => l.primary) ?? view?.lines[0];
    const suffix = line?.suffix
      ? ` ${t(line.suffix === "brutto" ? "price.gross" : "price.net")}`
      : "";
    return {
      _id: p._id,
      name: p.name[ctx.lang] ?? "",
      url: p.url[ctx.lang] ?? "",
      image: p.mainImage ? imagePath(p.mainImage.url, { thumb: true, webp }) : null,
      priceText: line ? line.text + suffix : null,
      previousText: line?.previousText ? line.previousText + suffix : null,
      from: view?.from ?? false,
    };
  });
}
