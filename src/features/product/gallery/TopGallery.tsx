/** The gallery grid item: the chosen variant's own images first, then the product's. */
import { useMemo } from "react";
import { Gallery } from "./Gallery";
import type { TopMessages } from "../island-keys";
import type { ProductTopProps } from "../product-view.types";

interface Props {
  gallery: ProductTopProps["gallery"];
  variantHash: string | null;
  messages: TopMessages;
}

export function TopGallery({ gallery, variantHash, messages }: Props) {
  const images = useMemo(() => {
    const own = variantHash ? gallery.variantImages[variantHash] : undefined;
    if (!own) return gallery.images;
    return [...own, ...gallery.images.filter((i) => !own.some((o) => o.src === i.src))];
  }, [variantHash, gallery]);
  return (
    <div className="ptop__gallery">
      <Gallery mode={gallery.mode} images={images} messages={messages} />
    </div>
  );
}
