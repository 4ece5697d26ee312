/**
 * The content editor's server (issue 44, items 12 and 13): the draft endpoint refuses what would
 * show broken or not at all, naming each field (a slide without an image, a product group
 * without products, a footer column without a title in a language, a menu entry without a
 * text), and a publish refuses a stored draft that breaks those rules; the product picker
 * finds products for the owner only; the first publish keeps the seeded home page, menu and
 * footer among the versions, restorable; a draft equal to what shoppers see publishes nothing
 * and makes no version. Tests that write the one shared draft take turns with the editor's
 * browser tests (withLock) and leave the shop as shoppers saw it.
 */
import { expect, test } from "@playwright/test";
import { STAFF } from "../golden/accounts";
import { withShopDb } from "../test-db";
import { withLock } from "../e2e/admin/helpers";
import {
  backOffice,
  canonical,
  live,
  postForm,
  saveDraft,
  versions,
  type Version,
} from "./admin-content-helpers";

test.describe.configure({ timeout: 120_000 });

/** A menu's entries as the header reads them (the seed's `hierarchy` is not kept). */
function links(menu: unknown): string {
  const strip = (list: unknown): unknown =>
    Array.isArray(list)
      ? list.map(
          (e: { text?: string; url?: string; menuHidden?: boolean; children?: unknown }) => ({
            text: e.text,
            url: e.url,
            menuHidden: e.menuHidden,
            children: e.children ? strip(e.children) : undefined,
          }),
        )
      : list;
  const byLang = (menu ?? {}) as Record<string, unknown>;
  return canonical(Object.fromEntries(Object.entries(byLang).map(([l, e]) => [l, strip(e)])));
}

test("the draft endpoint refuses a slide without an image, an empty product group, an untitled column and an empty menu entry, naming each", async ({
  request,
  baseURL,
}) => {
  const owner = await backOffice(request, baseURL ?? "");
  const slider = { _id: "new-a", type: "slider", lang: "pl", active: true };
  const group = { _id: "new-b", type: "products_group", lang: null, active: true };
  const home = await saveDraft(owner, "home", {
    sections: [
      { ...slider, data: { resources: [{ url: "/images/a.jpg" }, { url: " " }] } },
      { ...group, data: { group: { isManufacturer: false, url: {} } } },
    ],
  });
  expect(home.status()).toBe(400);
  expect(await home.json()).toEqual({
    error: "invalidDraft",
    fields: ["sections.0.data.resources.1.url", "sections.1.data.products"],
    problems: [
      { path: ["sections", 0, "data", "resources", 1, "url"], code: "required" },
      { path: ["sections", 1, "data", "products"], code: "noProducts" },
    ],
  });
  const footer = await saveDraft(owner, "footer", {
    columns: [{ title: { pl: "Pomoc", en: "Help", de: "" }, rows: [] }],
    hideBottomBar: false,
    platformLink: "",
  });
  expect(footer.status()).toBe(400);
  expect((await footer.json()) as unknown).toMatchObject({ fields: ["columns.0.title.de"] });
  const menu = await saveDraft(owner, "menu", { pl: [{ text: "", url: "/c/nowosci" }] });
  expect((await menu.json()) as unknown).toMatchObject({
    fields: ["pl.0.text"],
    problems: [{ path: ["pl", 0, "text"], code: "required" }],
  });
});

test("the product picker finds products by name or code, a group's and by id, for the owner only", async ({
  request,
  baseURL,
  playwright,
}) => {
  const owner = await backOffice(request, baseURL ?? "");
  const found = await request.get("/admin/content/products?q=P00000");
  expect(found.status()).toBe(200);
  const { products } = (await found.json()) as { products: { id: string; code: string }[] };
  expect(products.length).toBeGreaterThan(0);
  expect(products.every((p) => p.code.startsWith("P00000"))).toBe(true);

  const group = await withShopDb((db) =>
    db.prepare("select group_id as id from group_items order by group_id limit 1").get<{
      id: number;
    }>(),
  );
  const items = await withShopDb((db) =>
    db.prepare("select product_id from group_items where group_id = ?").all<{
      product_id: number;
    }>(group?.id ?? 0),
  );
  const inGroup = (await (
    await request.get(`/admin/content/products?group=${group?.id ?? 0}`)
  ).json()) as { products: { id: string }[] };
  expect(inGroup.products.length).toBeGreaterThan(0);
  expect(inGroup.products.length).toBeLessThanOrEqual(12);
  const members = new Set(items.map((i) => String(i.product_id)));
  expect(inGroup.products.every((p) => members.has(p.id))).toBe(true);

  const named = await request.get(`/admin/content/products?ids=${products[0]?.id ?? ""},999999`);
  expect(((await named.json()) as { products: { id: string }[] }).products).toEqual([
    expect.objectContaining({ id: products[0]?.id }),
  ]);
  expect((await request.get("/admin/content/products?q=x")).status()).toBe(400);
  expect(owner.csrf).not.toBe("");

  const staffContext = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  await backOffice(staffContext, baseURL ?? "", STAFF);
  expect((await staffContext.get("/admin/content/products?q=P00000")).status()).toBe(403);
  await staffContext.dispose();
});

test("the first publish keeps the seeded home page, menu and footer among the versions, and each restores", async ({
  request,
  baseURL,
}) => {
  const owner = await backOffice(request, baseURL ?? "");
  await withLock("content", async () => {
    await postForm(owner, "discard");
    const before = await live();
    const firsts = new Set(["home", "menu", "footer"]);
    for (const v of await versions()) firsts.delete(v.kind);

    // Changes shoppers do not see: an inactive section, a hidden menu entry, a trailing space.
    const inactive = { _id: "new-x", type: "html", lang: "pl", active: false, data: {} };
    const hidden = { text: "Ukryta", url: "/s/o-nas", menuHidden: true };
    const [first, ...rest] = before.footer.columns;
    const spaced = first
      ? [{ ...first, title: { ...first.title, de: `${first.title["de"]} ` } }]
      : [];
    const drafts = {
      home: { sections: [...before.home.sections, inactive] },
      menu: { ...before.menu, pl: [...(before.menu["pl"] ?? []), hidden] },
      footer: { ...before.footer, columns: [...spaced, ...rest] },
    };
    for (const kind of ["home", "menu", "footer"] as const)
      expect((await saveDraft(owner, kind, drafts[kind])).status()).toBe(200);
    expect(await postForm(owner, "publish")).toBe("/admin/content?done=published");

    const kept = (await versions()).filter((v) => v.owner_id === null);
    const keptOf = (kind: string): Version | undefined => kept.find((v) => v.kind === kind);
    for (const kind of ["home", "menu", "footer"]) expect(keptOf(kind)).toBeDefined();
    // The seeded content itself, when this was the kind's first publish.
    const seeded = (kind: string) => JSON.parse(keptOf(kind)?.data ?? "null") as unknown;
    if (firsts.has("footer")) expect(canonical(seeded("footer"))).toBe(canonical(before.footer));
    if (firsts.has("menu")) expect(links(seeded("menu"))).toBe(links(before.menu));
    if (firsts.has("home"))
      expect((seeded("home") as typeof before.home).sections.map((s) => s._id)).toEqual(
        before.home.sections.map((s) => s._id),
      );
    const footerTitles = (seeded("footer") as typeof before.footer).columns.map((c) => c.title);
    expect(footerTitles.map((t) => t["pl"])).toEqual(["Informacje", "Kontakt", "Obserwuj nas"]);

    const page = await (await request.get("/admin/content")).text();
    const listed = page.slice(page.indexOf('id="versions-heading"'));
    expect(listed.match(/ · treść sprzed pierwszej publikacji</g)?.length).toBe(3);
    for (const kind of ["home", "menu", "footer"])
      expect(await postForm(owner, "restore", { version: String(keptOf(kind)?.id) })).toBe(
        "/admin/content?done=restored",
      );
    expect(await postForm(owner, "publish")).toBe("/admin/content?done=published");
    const after = await live();
    expect(canonical(after.footer)).toBe(canonical(before.footer));
    expect(links(after.menu)).toBe(links(before.menu));
    expect(after.home.sections.map((s) => s._id)).toEqual(before.home.sections.map((s) => s._id));
  });
});

test("a draft equal to what shoppers see publishes nothing, keeps no version and says so", async ({
  request,
  baseURL,
}) => {
  const owner = await backOffice(request, baseURL ?? "");
  await withLock("content", async () => {
    await postForm(owner, "discard");
    const { footer, menu } = await live();
    const count = (await versions()).length;
    expect((await saveDraft(owner, "footer", footer)).status()).toBe(200);
    expect((await saveDraft(owner, "menu", menu)).status()).toBe(200);
    expect(await postForm(owner, "publish")).toBe("/admin/content?done=nothing");
    expect(await versions()).toHaveLength(count);
    const page = await (await request.get("/admin/content?done=nothing")).text();
    expect(page).toContain("Nic do opublikowania: klienci widzą już dokładnie tę treść.");
    const drafts = await withShopDb((db) =>
      db.prepare("select count(*) as n from content_drafts").get<{ n: number }>(),
    );
    expect(Number(drafts?.n)).toBe(0);
  });
});

test("a publish refuses a stored draft with an untitled footer column and publishes nothing", async ({
  request,
  baseURL,
}) => {
  const owner = await backOffice(request, baseURL ?? "");
  await withLock("content", async () => {
    await postForm(owner, "discard");
    const { footer } = await live();
    const bad = { ...footer, columns: [...footer.columns, { title: { pl: "Nowa" }, rows: [] }] };
    await withShopDb((db) =>
      db
        .prepare("insert into content_drafts (kind, data, updated_at) values ('footer', ?, ?)")
        .run(JSON.stringify(bad), new Date().toISOString()),
    );
    const count = (await versions()).length;
    expect(await postForm(owner, "publish")).toBe("/admin/content?done=invalid");
    expect(await versions()).toHaveLength(count);
    expect(canonical((await live()).footer)).toBe(canonical(footer));
    const page = await (await request.get("/admin/content?done=invalid")).text();
    expect(page).toContain("Nic nie opublikowano: popraw pola wskazane w edytorze.");
    await postForm(owner, "discard");
  });
});
