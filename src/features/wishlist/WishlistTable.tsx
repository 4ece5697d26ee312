/**
 * The wishlist: rows with remove, image, name, variant, unit price, quantity
 * (minus disabled below twice the multiplier, max 999999) and add-to-basket
 * (disabled when max is 0, the item is already in the basket, or the
 * quantity exceeds max), on the design system's `.stack-table` (cards on
 * phones). On wide screens a summary sits to the right: the list's value and
 * the way to the basket. An empty list shows an empty state with a link to
 * the shop; a list whose products are loading shows skeleton rows.
 *
 * The wishlist page renders the rows on the server from the wishlist's cookie
 * mirror (`initial`: lines, their products and variant labels; see
 * domain/account/wishlist-cookie.ts), so the island hydrates on interaction and until
 * it has mounted it shows exactly those rows.
 */
import { useMemo } from "react";
import { Alert } from "../../components/ui/Alert";
import { ButtonLink } from "../../components/ui/Button";
import { EmptyState } from "../../components/ui/EmptyState";
import { Skeleton } from "../../components/ui/Skeleton";
import { SummaryBox } from "../../components/ui/SummaryBox";
import { basketTotals } from "../../domain/basket/basket-totals";
import { EMPTY_LIST, lineKey } from "../../domain/basket/basket-line";
import type { WishlistInitial } from "../../contracts/wishlist.types";
import type { AfterBasketAdd } from "../../domain/shop/settings.types";
import type { ShopProps } from "../../contracts/shop-props.types";
import { priceText } from "../basket/BasketTable";
import type { BasketTableMessages } from "../basket/basket-table.keys";
import { LinesHead } from "../basket/LineCells";
import { $basket } from "../basket/basket.store";
import { useProducts } from "../basket/use-products";
import { useVariantLabels } from "../basket/use-variant-labels";
import { useClientStore } from "../shared/use-client-store";
import { $wishlist } from "./wishlist.store";
import { WishlistRow } from "./WishlistRow";

export type WishlistMessages = BasketTableMessages &
  Record<
    | "wishlist.empty"
    | "wishlist.emptyText"
    | "wishlist.browse"
    | "wishlist.addToBasket"
    | "wishlist.inBasket"
    | "wishlist.unavailable"
    | "basket.addedToBasket"
    | "basket.summary"
    | "basket.goToDelivery",
    string
  >;

const NOTHING: WishlistInitial = { lines: [], timestamp: 0, products: [], labels: null };

export default function WishlistTable({
  shop,
  m,
  afterAdd,
  homeHref,
  initial = NOTHING,
}: {
  shop: ShopProps;
  m: WishlistMessages;
  /** What follows a successful add (buyProcess.afterBasketAdd). */
  afterAdd: AfterBasketAdd;
  /** Where an empty list sends the shopper. */
  homeHref: string;
  initial?: WishlistInitial;
}) {
  const rendered = useMemo(
    () => ({ list: initial.lines, timestamp: initial.timestamp }),
    [initial],
  );
  const wishlist = useClientStore($wishlist, rendered);
  const basket = useClientStore($basket, EMPTY_LIST);
  const { products, loading } = useProducts(wishlist.list, shop.pricing.lang, initial.products);
  const labels = useVariantLabels(
    shop.pricing.lang,
    wishlist.list.some((l) => l.variantHash !== ""),
    initial.labels,
  );
  const totals = useMemo(
    () => basketTotals(wishlist.list, products, shop.pricing),
    [wishlist.list, products, shop],
  );
  if (wishlist.list.length === 0)
    return (
      <EmptyState
        icon="♡"
        title={m["wishlist.empty"]}
        text={m["wishlist.emptyText"]}
        action={<ButtonLink href={homeHref}>{m["wishlist.browse"]}</ButtonLink>}
      />
    );
  if (loading && products.size === 0)
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{m["basket.loading"]}</span>
        <Skeleton lines={3} />
      </div>
    );
  const hidden = shop.pricing.pricesHidden;
  return (
    <div className="split">
      <div className="split__main">
        {hidden ? (
          <Alert tone="warning" urgent>
            {m["basket.loginRequired"]}{" "}
            <a href={shop.loginHref} data-auth-open>
              {m["basket.loginLink"]}
            </a>
          </Alert>
        ) : null}
        <table className="stack-table lines-table">
          <LinesHead m={m} extra={m["wishlist.addToBasket"]} />
          <tbody>
            {wishlist.list.map((line, i) => (
              <WishlistRow
                key={lineKey(line)}
                shop={shop}
                m={m}
                line={line}
                product={products.get(line.product)}
                priced={totals.lines[i]}
                basket={basket.list}
                labels={labels}
                afterAdd={afterAdd}
              />
            ))}
          </tbody>
        </table>
      </div>
      {hidden ? null : (
        <aside className="split__aside">
          <SummaryBox
            title={m["basket.summary"]}
            rows={[
              {
                key: "products",
                label: m["basket.productsTotal"],
                value: priceText(shop, m, totals.brutto, totals.netto),
                tone: "total",
              },
            ]}
          >
            <ButtonLink variant="secondary" block href={shop.deliveryHref}>
              {m["basket.goToDelivery"]}
            </ButtonLink>
          </SummaryBox>
        </aside>
      )}
    </div>
  );
}
