import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Product } from "../../../domain/catalogue/catalogue.types";

const state = vi.hoisted(() => ({ version: "v1", loads: [] as number[][], name: "Kubek" }));
vi.mock("../page-version", () => ({
  FRAGMENTS_KEPT: true,
  sharedPagesVersion: async () => state.version,
}));
vi.mock("../../db/client", () => ({ getDb: async () => ({}) }));
vi.mock("../../repositories/catalogue/products.repository", () => ({
  loadProducts: async (_db: unknown, ids: number[], { lang }: { lang: string }) => {
    state.loads.push([...ids]);
    return ids
      .filter((id) => id !== 404)
      .map((id) => ({ _id: String(id), name: { [lang]: `${state.name} ${id}` }, variants: [] }));
  },
}));

const { keptShared, listedProducts } = await import("./listed-products");
/** As product.service.ts keeps a product page's product: an unknown url (null) never. */
const keptPageProduct = (lang: string, url: string, load: () => Promise<Product | null>) =>
  keptShared(`product|${lang}|${url}`, load, (product) => product !== null);
const names = (products: Product[]) => products.map((p) => p.name["pl"] ?? p.name["en"]);

describe("listed products", () => {
  beforeEach(() => {
    state.loads = [];
  });

  it("are read once while the shared data's version stays, in the asked order, unknown ones left out", async () => {
    state.version = "a1";
    expect(names(await listedProducts([3, 1, 404], "pl"))).toEqual(["Kubek 3", "Kubek 1"]);
    expect(names(await listedProducts([1, 2, 3], "pl"))).toEqual(["Kubek 1", "Kubek 2", "Kubek 3"]);
    expect(state.loads).toEqual([[3, 1, 404], [2]]);
    await listedProducts([1], "en");
    expect(state.loads).toEqual([[3, 1, 404], [2], [1]]);
  });

  it("are read again once the version changes", async () => {
    state.version = "b1";
    await listedProducts([7], "pl");
    state.name = "Miska";
    expect(names(await listedProducts([7], "pl"))).toEqual(["Kubek 7"]);
    state.version = "b2";
    expect(names(await listedProducts([7], "pl"))).toEqual(["Miska 7"]);
    expect(state.loads).toEqual([[7], [7]]);
    state.name = "Kubek";
  });

  it("are frozen, so no caller can change them for the next request", async () => {
    state.version = "c1";
    const [product] = await listedProducts([5], "pl");
    expect(Object.isFrozen(product)).toBe(true);
    expect(Object.isFrozen(product?.name)).toBe(true);
    expect(() => {
      (product as { name: Record<string, string> }).name["pl"] = "changed";
    }).toThrow(TypeError);
  });

  it("keep a product page's product per language and url until the version changes, never an unknown url", async () => {
    state.version = "d1";
    let reads = 0;
    const load = (name: string | null) => async () => {
      reads++;
      return name === null ? null : ({ _id: "9", name: { pl: name } } as unknown as Product);
    };
    expect((await keptPageProduct("pl", "kubek-9", load("Kubek 9")))?.name["pl"]).toBe("Kubek 9");
    const again = await keptPageProduct("pl", "kubek-9", load("changed"));
    expect(again?.name["pl"]).toBe("Kubek 9");
    expect(Object.isFrozen(again?.name)).toBe(true);
    expect(reads).toBe(1);
    await keptPageProduct("en", "kubek-9", load("Mug 9"));
    expect(await keptPageProduct("pl", "no-such", load(null))).toBeNull();
    expect(await keptPageProduct("pl", "no-such", load(null))).toBeNull();
    expect(reads).toBe(4);
    state.version = "d2";
    expect((await keptPageProduct("pl", "kubek-9", load("Miska 9")))?.name["pl"]).toBe("Miska 9");
    expect(reads).toBe(5);
  });

  it("keep other shared page data per key until the version changes, frozen, and never a failed read", async () => {
    state.version = "e1";
    let reads = 0;
    const sections = async () => {
      reads++;
      return [{ type: "slider", data: { title: `v${reads}` } }];
    };
    const first = await keptShared("home-sections|pl", sections);
    expect(await keptShared("home-sections|pl", sections)).toBe(first);
    expect(Object.isFrozen(first[0]?.data)).toBe(true);
    await expect(
      keptShared("home-opinions|pl|6", () => Promise.reject(new Error("database is locked"))),
    ).rejects.toThrow("locked");
    expect(await keptShared("home-opinions|pl|6", async () => ["ok"])).toEqual(["ok"]);
    state.version = "e2";
    expect((await keptShared("home-sections|pl", sections))[0]?.data.title).toBe("v2");
    expect(reads).toBe(2);
  });
});
