/**
 * Props of the product page islands: the server's view of the product
 * (`src/contracts/product-top.types.ts`) plus the island's translated texts,
 * picked by the page part that renders it (`ProductDetails.astro`).
 */
import type { ProductTopView } from "../../contracts/product-top.types";
import type { TopMessages } from "./island-keys";

export type {
  ComponentView,
  GalleryImage,
  GalleryMode,
  PersonalizationField,
  PriceLite,
} from "../../contracts/product-top.types";

export interface ProductTopProps extends ProductTopView {
  messages: TopMessages;
}
