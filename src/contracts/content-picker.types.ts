/**
 * What the content editor's product picker gets from the back office (issue 44, item 12): the
 * product groups and manufacturers to choose from (with the page is rendered) and the products
 * `GET /admin/content/products` answers (a search, a group's or manufacturer's, or by id).
 */
import type { PerLang } from "../domain/catalogue/catalogue.types";

export interface PickerCollection {
  id: string;
  isManufacturer: boolean;
  /** In the back office's language. */
  name: string;
  /** Its page's url in every language (`/g/…` or `/m/…`). */
  url: PerLang<string>;
}

export interface PickerProduct {
  id: string;
  code: string;
  /** In the back office's language (the code when it has none). */
  name: string;
  archived: boolean;
}
