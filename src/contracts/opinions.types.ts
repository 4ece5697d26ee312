/** A page of product opinions with the rating summary (product page and GET /api/public/opinion). */
import type { Opinion } from "../domain/catalogue/catalogue.types";

export interface OpinionsResult {
  opinions: Opinion[];
  counts: Record<string, number>;
  total: number;
  average: number;
}

/** One of the shop's latest opinions, with its product (the home page's opinions section). */
export interface ShopOpinion {
  id: string;
  author: string;
  rating: number;
  text: string;
  createdAt: string;
  product: { name: string; url: string };
}
