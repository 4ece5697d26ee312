/**
 * A product's rows as the public `Product` shape (spec 1 §3): products.repository.ts reads the
 * rows of a batch, and each product is assembled here from its own rows. Only the requested
 * language's descriptions, price and price history come in; names and urls in every language.
 */
import type { Selectable } from "kysely";
import type {
  CustomPricingRule,
  DescriptionSection,
  ImageRef,
  LangPrice,
  PersonalizationOption,
  Product,
  ProductType,
  ProductViewOptions,
  SetComponent,
  Variant,
  VariantAttribute,
  VariantPriceOverride,
} from "../../../domain/catalogue/catalogue.types";
import type {
  PriceHistoryTable,
  ProductAttributesTable,
  ProductCategoriesTable,
  ProductI18nTable,
  ProductPriceRow,
  ProductsTable,
  VariantsTable,
} from "../../db/schema";
import { parseJson } from "../../db/json";

/** The rows one product is made of (those of one language where they have one). */
export interface ProductRows {
  product: Selectable<ProductsTable>;
  texts: Selectable<ProductI18nTable>[];
  price: ProductPriceRow | undefined;
  variants: Selectable<VariantsTable>[];
  attributes: Pick<ProductAttributesTable, "product_id" | "attribute_id" | "value_id">[];
  categories: Pick<ProductCategoriesTable, "product_id" | "category_id">[];
  /** Absent when the history was not read (lists skip it). */
  history: Pick<PriceHistoryTable, "product_id" | "stamp" | "val">[] | undefined;
}

function optional(value: number | null): number | undefined {
  return value === null ? undefined : value;
}

function toLangPrice(row: ProductPriceRow): LangPrice {
  const price: LangPrice = {
    brutto: row.brutto,
    netto: row.netto,
    vat: row.vat,
    discount: row.discount,
    discountBrutto: optional(row.discount_brutto),
    discountNetto: optional(row.discount_netto),
    historicalBrutto: optional(row.historical_brutto),
    historicalNetto: optional(row.historical_netto),
    variants: parseJson<Record<string, VariantPriceOverride> | undefined>(row.variants, undefined),
  };
  const rules = parseJson<CustomPricingRule[] | undefined>(row.custom_rules, undefined);
  if (row.divide_per_package !== null || rules) {
    price.custom = { dividePerPackage: optional(row.divide_per_package), rules };
  }
  if (row.wholesale_brutto !== null && row.wholesale_netto !== null) {
    price.wholesale = { brutto: row.wholesale_brutto, netto: row.wholesale_netto };
  }
  return price;
}

/** One product from its rows, with `lang`'s description, price and price history. */
export function toProduct(rows: ProductRows, lang: string): Product {
  const row = rows.product;
  const name: Record<string, string> = {};
  const url: Record<string, string> = {};
  const description: Record<string, DescriptionSection[]> = {};
  for (const t of rows.texts) {
    name[t.lang] = t.name;
    url[t.lang] = t.url;
    if (t.lang === lang) description[lang] = parseJson<DescriptionSection[]>(t.description, []);
  }
  const priceRow = rows.price;
  const options = parseJson<{ view?: ProductViewOptions }>(row.options, {});
  const productVariants: Variant[] = rows.variants.map((v) => ({
    attributes: parseJson<VariantAttribute[]>(v.attributes, []),
    hash: v.hash,
    count: v.count,
    locked: v.locked,
    weight: optional(v.weight),
    images: parseJson<ImageRef[] | undefined>(v.images, undefined),
  }));
  const linkedHeader = parseJson<{ linkedHeader?: Record<string, string> } | null>(
    row.advanced_options,
    null,
  );
  const product: Product = {
    _id: String(row.id),
    type: row.type as ProductType,
    name,
    url,
    description,
    code: row.code,
    code2: row.code2 ?? undefined,
    productCode: row.product_code ?? undefined,
    productCode2: row.product_code2 ?? undefined,
    price: priceRow ? { [lang]: toLangPrice(priceRow) } : {},
    langVat: parseJson<Record<string, number>>(row.lang_vat, {}),
    unit: row.unit ?? undefined,
    pricedUnit: row.priced_unit ?? undefined,
    variants: productVariants,
    attributes: rows.attributes.map((a) => ({
      id: String(a.attribute_id),
      value: String(a.value_id),
    })),
    categories: rows.categories.map((c) => String(c.category_id)),
    mainCategory: row.main_category_id === null ? undefined : String(row.main_category_id),
    manufacturer: row.manufacturer_id === null ? undefined : String(row.manufacturer_id),
    badges: parseJson<string[]>(row.badges, []),
    mainImage: parseJson<ImageRef | undefined>(row.main_image, undefined),
    images: parseJson<ImageRef[]>(row.images, []),
    components: parseJson<SetComponent[] | undefined>(row.components, undefined),
    personalization: parseJson<PersonalizationOption[] | undefined>(row.personalization, undefined),
    archived: row.archived === 1,
    preorder: row.preorder === 1,
    createdAt: row.created_at,
    idx: row.idx,
    smartIdx: row.smart_idx ?? undefined,
    additionalDescription: parseJson<Record<string, string> | undefined>(
      row.additional_description,
      undefined,
    ),
    advancedOptions: linkedHeader?.linkedHeader
      ? { linkedHeader: linkedHeader.linkedHeader }
      : undefined,
    options: { view: options.view ?? {} },
  };
  if (options.view === undefined) product.options = { view: {} };
  const points = rows.history;
  if (points)
    product.priceHistory = { [lang]: points.map((p) => ({ stamp: p.stamp, val: p.val })) };
  return product;
}
