/** Translation keys each product island receives as props (picked on the server). */
import type { MessageKey } from "../messages";

export const TOP_KEYS = [
  "productPage.quantity",
  "productPage.increase",
  "productPage.decrease",
  "productPage.addToBasket",
  "productPage.inBasket",
  "productPage.notifyMe",
  "productPage.preorder",
  "productPage.addToWishlist",
  "productPage.addedToBasket",
  "productPage.addedToWishlist",
  "productPage.alreadyInWishlist",
  "productPage.chooseVariant",
  "productPage.variantUnavailable",
  "productPage.productNotAvailable",
  "productPage.valueUnavailable",
  "productPage.stock",
  "productPage.soldOut",
  "productPage.preorderStock",
  "productPage.personalization",
  "productPage.requiredHint",
  "productPage.wrongSize",
  "productPage.wrongType",
  "productPage.uploading",
  "productPage.uploaded",
  "productPage.fillRequired",
  "productPage.setComponents",
  "productPage.setCreator",
  "productPage.bundleTotal",
  "productPage.componentQuantity",
  "productPage.componentStock",
  "productPage.setStockProblem",
  "productPage.setEmpty",
  "productPage.notifyTitle",
  "productPage.notifyEmail",
  "productPage.notifySubmit",
  "productPage.notifyInvalidEmail",
  "productPage.notifyAlertExist",
  "productPage.notifyAlertSuccess",
  "productPage.close",
  "productPage.share",
  "productPage.copiedToClipboard",
  "alerts.unexpectedError",
  "productPage.galleryOpen",
  "productPage.galleryDialog",
  "productPage.galleryPrevious",
  "productPage.galleryNext",
  "productPage.galleryPosition",
  "price.from",
  "price.previous",
  "alerts.unexpectedError",
] as const satisfies readonly MessageKey[];

export type TopMessages = Record<(typeof TOP_KEYS)[number], string>;

export const OPINION_KEYS = [
  "productPage.opinionUnverified",
  "productPage.opinionRating",
  "productPage.opinionsMore",
  "productPage.opinionAdd",
  "productPage.opinionName",
  "productPage.opinionText",
  "productPage.opinionStars",
  "productPage.opinionStar",
  "productPage.opinionSubmit",
  "productPage.opinionThanks",
  "productPage.opinionAlready",
  "productPage.close",
  "alerts.unexpectedError",
] as const satisfies readonly MessageKey[];

export type OpinionMessages = Record<(typeof OPINION_KEYS)[number], string>;

/** Fills `{name}` placeholders (islands do not import the translator): the one formatter. */
export { format as fill } from "../../i18n/format";
