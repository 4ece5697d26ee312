/**
 * The wishlist page's rows on the server: the lines of the wishlist's cookie
 * mirror (domain/account/wishlist-cookie.ts), their products with only the prices
 * this shopper may see (as product/many answers them) and the variant labels
 * when a line has a variant, so the table renders as the island would.
 */
import type { WishlistInitial } from "../../../contracts/wishlist.types";
import { lineProductIds } from "../../../domain/basket/basket-stock";
import { productsForViewer } from "../../../domain/pricing/price-visibility";
import { parseWishlistCookie } from "../../../domain/account/wishlist-cookie";
import type { RequestContext } from "../../context";
import { variantLabels } from "../checkout/basket.service";
import { getManyProducts } from "../catalogue.service";

export async function wishlistInitial(
  ctx: RequestContext,
  cookie: string | undefined,
): Promise<WishlistInitial> {
  const { list: lines, timestamp } = parseWishlistCookie(cookie);
  if (lines.length === 0) return { lines, timestamp, products: [], labels: null };
  const ids = lineProductIds(lines)
    .filter((id) => /^\d{1,15}$/.test(id))
    .map(Number);
  const [products, labels] = await Promise.all([
    getManyProducts(ids, ctx.lang, false),
    lines.some((l) => l.variantHash !== "") ? variantLabels(ctx) : Promise.resolve(null),
  ]);
  return { lines, timestamp, products: productsForViewer(products, ctx.pricing), labels };
}
