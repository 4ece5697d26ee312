/** Fills `{name}` placeholders in an island's picked message: the one formatter, from `src/i18n/format.ts`. */
export { format as fill } from "../../i18n/format";
