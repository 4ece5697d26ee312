/**
 * The interactive part of the product page, rendered complete on the server
 * and hydrated on the first interaction: gallery (following the chosen
 * variant), price block, stock, variant picker (the URL's `vr` follows the
 * choice), personalization, set components or set creator, quantity,
 * add-to-basket / notify / preorder buttons and the wishlist button.
 * It renders two grid items (gallery and buy box) into the page's grid.
 */
import { BuyBox } from "./BuyBox";
import type { ProductTopProps } from "./product-view.types";
import { TopGallery } from "./gallery/TopGallery";
import { useBuyBox } from "./use-buy-box";
import { serverPure } from "../shared/server-pure";

export default function ProductTop(props: ProductTopProps) {
  const box = useBuyBox(props);
  return (
    <>
      <TopGallery gallery={props.gallery} variantHash={box.variantHash} messages={props.messages} />
      <BuyBox top={props} box={box} />
    </>
  );
}

// Its server HTML depends on its props alone (see serverPure).
serverPure(ProductTop);
