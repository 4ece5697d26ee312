/** Reference data a product grid needs to label its boxes, loaded by the page that renders it. */
import type { Attribute, Manufacturer } from "../domain/catalogue/catalogue.types";

export interface GridReferences {
  /** Empty unless the shop shows manufacturers on lists. */
  manufacturers: Manufacturer[];
  /** Empty unless lists show variants or add-to-basket buttons. */
  attributes: Attribute[];
}
