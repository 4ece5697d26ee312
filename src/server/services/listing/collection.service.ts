/**
 * Product groups and manufacturers: GET /api/public/group/{id} and the
 * `/g/{url}` and `/m/{url}` pages' own texts (their listings come from
 * listing.service).
 */
import type { CollectionPage } from "../../../contracts/collection.types";
import type { ListingSort } from "../../../contracts/listing.types";
import type { Product } from "../../../domain/catalogue/catalogue.types";
import { isDbId } from "../../../domain/shop/ids";
import { getDb } from "../../db/client";
import {
  collectionByUrl,
  collectionTexts,
  collectionUrls,
} from "../../repositories/catalogue/collections.repository";
import { listProductIds } from "../../repositories/catalogue/product-ids.repository";
import { listedProducts } from "./listed-products";

export interface ListingPage {
  products: Product[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

async function listing(
  lang: string,
  where: { categoryId?: number; groupId?: number; manufacturerId?: number },
  page: number,
  pageSize: number,
  sort: ListingSort,
): Promise<ListingPage> {
  const db = await getDb();
  const { ids, total } = await listProductIds(db, {
    lang,
    ...where,
    sort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const products = await listedProducts(ids, lang);
  return { products, total, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

export interface GroupResult {
  group: {
    _id: string;
    name: string;
    url: string;
    description: string;
    description2: string;
    isManufacturer: boolean;
  };
  products: Product[];
  total: number;
}

/** GET /api/public/group/{id}?manufacturer=true|false&lang */
export async function getGroup(
  id: number,
  lang: string,
  isManufacturer: boolean,
  limit = 96,
): Promise<GroupResult | null> {
  if (!isDbId(id)) return null;
  const kind = isManufacturer ? "manufacturer" : "group";
  const texts = await collectionTexts(await getDb(), kind, id, lang);
  if (!texts) return null;
  const result = await listing(
    lang,
    isManufacturer ? { manufacturerId: id } : { groupId: id },
    1,
    limit,
    "auto",
  );
  return {
    group: {
      _id: String(id),
      name: texts.name,
      url: texts.url,
      description: texts.description,
      description2: texts.description2,
      isManufacturer,
    },
    products: result.products,
    total: result.total,
  };
}

/** A product group (`/g/{url}`) or manufacturer (`/m/{url}`) by its url in a language. */
export async function getCollectionPage(
  kind: "group" | "manufacturer",
  lang: string,
  url: string,
): Promise<CollectionPage | null> {
  const db = await getDb();
  const found = await collectionByUrl(db, kind, lang, url);
  if (!found) return null;
  const urlRows = await collectionUrls(db, kind, found.id);
  return {
    kind,
    id: found.id,
    texts: {
      name: found.name,
      url: found.url,
      description: found.description,
      description2: found.description2,
    },
    urls: Object.fromEntries(urlRows.map((r) => [r.lang, r.url])),
  };
}
