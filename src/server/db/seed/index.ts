/** Demo data seed (work in progress). */
import type { OpenedDatabase } from "../client.ts";

export interface SeedOptions {
  products: number;
}

export async function seedDatabase(_o: OpenedDatabase, _opts: SeedOptions): Promise<void> {
  // filled in by the seed generator
}
