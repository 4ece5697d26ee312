/** Messages of the catalogue area (filters, listing toolbar, search). */
import { defineMessages } from "../../i18n/define";

export const catalogueMessages = defineMessages({
  "filters.title": "Filtry",
})({
  en: { "filters.title": "Filters" },
  de: { "filters.title": "Filter" },
});
