/**
 * Builds the product page's top island view on the server: prices per variant
 * in the shopper's currency and display mode (`shopperPriceView` over the
 * request's pricing context), stock, gallery images (`min-` thumbnails, webp
 * when enabled), personalization and set components. The island's texts are
 * picked by the page part that renders it, not here.
 */
import type {
  ComponentView,
  GalleryImage,
  GalleryMode,
  PriceLite,
  ProductTopView,
} from "../../contracts/product-top.types";
import type { Attribute, ImageRef, Product } from "../../domain/catalogue/catalogue.types";
import { imagePath } from "../../domain/catalogue/image-path";
import { shopperPriceView } from "../../domain/pricing/price-view";
import { parseVariantPreset } from "../../domain/catalogue/variant-picker";
import { translator } from "../../i18n/core";
import { localizedHref } from "../../i18n/routing";
import type { RequestContext } from "../context";
import { keptShared } from "../services/listing/listed-products";

const MAIN_WIDTH = 800;

/** Gallery mode by shop template (decided: tmpl1 gallery, tmpl3 flat, others default). */
export function galleryModeFor(template: string): GalleryMode {
  if (template.endsWith("tmpl1")) return "gallery";
  if (template.endsWith("tmpl3")) return "flat";
  return "default";
}

function galleryImage(image: ImageRef, alt: string, webp: boolean): GalleryImage {
  const ratio = image.r > 0 ? image.r : 1;
  return {
    src: imagePath(image.url, { webp }),
    thumb: imagePath(image.url, { webp, thumb: true }),
    width: MAIN_WIDTH,
    height: Math.round(MAIN_WIDTH / ratio),
    alt: image.alt ?? alt,
  };
}

function priceLite(ctx: RequestContext, product: Product, variantHash?: string): PriceLite | null {
  const t = translator(ctx.lang);
  const view = shopperPriceView(ctx.pricing, product, { variantHash });
  if (!view) return null;
  const primary = view.lines[0];
  const suffixText = (kind: "brutto" | "netto") =>
    t(kind === "brutto" ? "price.gross" : "price.net");
  /** An amount with its gross/net suffix in net modes ("7,42 zł netto"). */
  const labelled = (x: { text: string; suffix?: "brutto" | "netto" | undefined }) =>
    x.suffix ? `${x.text} ${suffixText(x.suffix)}` : x.text;
  return {
    from: view.from,
    per: view.per,
    sale: view.discount > 0,
    lines: view.lines.map((l) => ({
      text: l.text,
      // The previous price is labelled like the current one in net modes ("919,28 zł netto").
      previousText:
        l.previousText === undefined
          ? undefined
          : labelled({ text: l.previousText, suffix: l.suffix }),
      primary: l.primary,
      suffix: l.suffix ? suffixText(l.suffix) : undefined,
    })),
    perUnit: view.perUnit
      ? t("price.perUnit", { price: labelled(view.perUnit), unit: view.perUnit.unit })
      : undefined,
    perPackage: view.perPackage
      ? t("price.perPackage", {
          price: labelled(view.perPackage),
          count: view.perPackage.count,
          unit: view.perPackage.unit,
        })
      : undefined,
    amount: primary?.kind === "netto" ? view.resolved.netto : view.resolved.brutto,
  };
}

/** A price line's amount with its translated gross/net suffix, when it has one. */
function labelledLine(line: PriceLite["lines"][number]): string {
  return line.suffix ? `${line.text} ${line.suffix}` : line.text;
}

export function buildProductTopView(input: {
  ctx: RequestContext;
  product: Product;
  attributes: Attribute[];
  vr: string | null;
}): ProductTopView {
  const { ctx, product } = input;
  const t = translator(ctx.lang);
  const flags = ctx.settings.additionalFunctions;
  const webp = flags.imageOptimisation;
  const name = product.name[ctx.lang] ?? "";
  const view = product.options.view;
  const prices: Record<string, PriceLite> = {};
  const base = priceLite(ctx, product);
  if (base) prices[""] = base;
  const variantImages: Record<string, GalleryImage[]> = {};
  for (const v of product.variants) {
    if (v.attributes.length === 0) continue;
    const p = priceLite(ctx, product, v.hash);
    if (p) prices[v.hash] = p;
    if (v.images?.length) variantImages[v.hash] = v.images.map((i) => galleryImage(i, name, webp));
  }
  const usedAttributes = new Set(product.variants.flatMap((v) => v.attributes.map((a) => a.id)));
  const usedValues = new Set(
    product.variants.flatMap((v) => v.attributes.map((a) => `${a.id};${a.value}`)),
  );
  const attributes = input.attributes
    .filter((a) => usedAttributes.has(a._id))
    .map((a) => ({
      _id: a._id,
      type: a.type,
      name: { [ctx.lang]: a.name[ctx.lang] ?? a._id },
      values: a.values
        .filter((v) => usedValues.has(`${a._id};${v.id}`))
        .map((v) => ({
          id: v.id,
          text: { [ctx.lang]: v.text[ctx.lang] ?? v.id },
          image: v.image,
          number: v.number,
        })),
    }));
  const componentsData = product.componentsData ?? [];
  const components: ComponentView[] = (product.components ?? []).flatMap((c) => {
    const data = componentsData.find((p) => p._id === c.product);
    if (!data) return [];
    const hash = c.variant ?? "";
    const variant = hash
      ? data.variants.find((v) => v.hash === hash)
      : (data.variants.find((v) => v.hash === "") ?? data.variants[0]);
    const price = priceLite(ctx, data, hash || undefined);
    return [
      {
        product: data._id,
        variantHash: hash,
        name: data.name[ctx.lang] ?? "",
        url: localizedHref(ctx.langConfig, ctx.lang, `/p/${data.url[ctx.lang] ?? ""}`, ctx.host),
        thumb: data.mainImage ? imagePath(data.mainImage.url, { webp, thumb: true }) : undefined,
        quantity: c.quantity,
        // An archived component is never sold (issue 44): none of it is available.
        available: variant && !data.archived ? Math.max(0, variant.count - variant.locked) : 0,
        unitPrice: price?.amount ?? 0,
        // The shown amount, labelled in net modes ("12,19 zł netto").
        unitPriceText: price?.lines[0] ? labelledLine(price.lines[0]) : "",
        personalization: (data.personalization ?? []).map((p) => ({
          id: p.id,
          name: p.name[ctx.lang] ?? p.id,
          type: p.type,
          required: p.required,
        })),
      },
    ];
  });
  const images = [product.mainImage, ...product.images]
    .filter((i) => i !== undefined)
    .map((i) => galleryImage(i, name, webp));
  return {
    lang: ctx.lang,
    locale: ctx.locale,
    currency: ctx.currency,
    productId: product._id,
    type: product.type,
    name,
    unit: view.unit ?? product.unit ?? t("product.unit"),
    quantityFactor: view.quantityFactor ?? 1,
    preorder: view.allowPreorder === true,
    archived: product.archived,
    stockValidationOff:
      flags.stockValidationDisabled || view.disableStockCountValidationOnUi === true,
    notifyEnabled: flags.notifyAvailabilityEnabled,
    pricesHidden: ctx.pricing.pricesHidden,
    afterBasketAdd: ctx.settings.buyProcess.afterBasketAdd,
    deliveryHref: localizedHref(ctx.langConfig, ctx.lang, "/order/delivery", ctx.host),
    attributes,
    variants: product.variants.map((v) => ({
      hash: v.hash,
      attributes: v.attributes,
      count: v.count,
      locked: v.locked,
    })),
    overrideVariantsOrder: view.overrideVariantsOrder,
    initialSelection: parseVariantPreset(product, input.vr) ?? {},
    prices,
    personalization: (product.personalization ?? []).map((p) => ({
      id: p.id,
      name: p.name[ctx.lang] ?? p.id,
      type: p.type,
      required: p.required,
    })),
    components,
    customCounts: product.type === "set_creator" || view.customCountsForSet === true,
    allowZero: view.allowZeroForSet === true,
    gallery: { mode: galleryModeFor(ctx.settings.template), images, variantImages },
  };
}

/**
 * The top island's view, kept per scope of kept fragments (`locals.fragmentScope`: the shared
 * data's version, host, language, currency and how prices show) with the product and its
 * `vr` preset: it formats every variant's prices, about a tenth of a product page's render
 * (issue 33). A personal page (no scope) and a `vr` naming no variant build it every time.
 */
export async function productTopView(
  input: Parameters<typeof buildProductTopView>[0],
  scope: string | null | undefined,
): Promise<ProductTopView> {
  const { product, vr } = input;
  const presetOk = vr === null || parseVariantPreset(product, vr) !== null;
  if (!scope || !presetOk) return buildProductTopView(input);
  return keptShared(`product-top|${scope}|${product._id}|${vr ?? ""}`, async () =>
    buildProductTopView(input),
  );
}
