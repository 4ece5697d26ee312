/** A page of product opinions with the rating summary (product page and GET /api/public/opinion). */
import type { Opinion } from "../domain/catalogue.types";

export interface OpinionsResult {
  opinions: Opinion[];
  counts: Record<string, number>;
  total: number;
  average: number;
}
