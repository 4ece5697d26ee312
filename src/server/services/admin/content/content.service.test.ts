import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/content-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import { closeDb, getDb } from "../../../db/client";
import { createSeededDatabase } from "../../../db/seed/index";
import { getHomePage } from "../../home.service";
import { headerMenu } from "../../menu.service";
import { getSettings } from "../../settings.service";
import { checkDraft } from "../../../../domain/content/content-drafts.schema";
import { publishDrafts } from "./content-publish";
import { contentEditorState, discardDrafts, restoreVersion, saveDraft } from "./content.service";

let ownerId = 0;

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 20, images: false });
  const owner = await (
    await getDb()
  )
    .selectFrom("owners")
    .select("id")
    .where("email", "=", "owner@example.com")
    .executeTakeFirstOrThrow();
  ownerId = owner.id;
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

const auditActions = async () =>
  (await (await getDb()).selectFrom("audit_log").select("action").orderBy("id").execute()).map(
    (r) => r.action,
  );

describe("the owner's content drafts", () => {
  it("opens with what shoppers see: every section of every language, the menus and the footer", async () => {
    const state = await contentEditorState();
    expect(state.changed).toEqual([]);
    const sliders = state.drafts.home.sections.filter((s) => s.type === "slider");
    expect(sliders.map((s) => s.lang).sort()).toEqual(["de", "en", "pl"]);
    expect(Object.keys(state.drafts.menu).sort()).toEqual(["de", "en", "pl"]);
    expect(state.drafts.footer.columns.length).toBeGreaterThan(0);
    const langs = ["pl", "en", "de"];
    expect(checkDraft("home", state.drafts.home, langs)).toEqual([]);
    expect(checkDraft("menu", state.drafts.menu, langs)).toEqual([]);
    expect(checkDraft("footer", state.drafts.footer, langs)).toEqual([]);
  });

  it("refuses a draft its schema does not accept, naming the field, and stores nothing", async () => {
    const state = await contentEditorState();
    const [first, ...rest] = state.drafts.home.sections;
    const bad = { sections: [{ ...first, data: { count: 99 } }, ...rest] };
    expect(await saveDraft(ownerId, "home", bad)).toEqual({
      ok: false,
      problems: [{ path: ["sections", 0, "data", "count"], code: "invalid" }],
    });
    const menu = await saveDraft(ownerId, "menu", { pl: [{ text: "", url: "javascript:x" }] });
    expect(menu).toEqual({
      ok: false,
      problems: [
        { path: ["pl", 0, "text"], code: "required" },
        { path: ["pl", 0, "url"], code: "url" },
      ],
    });
    expect((await contentEditorState()).changed).toEqual([]);
  });

  it("refuses a slide without an image, a product group without products and an untitled footer column", async () => {
    const state = await contentEditorState();
    const sections = state.drafts.home.sections;
    const slider = sections.findIndex((s) => s.type === "slider");
    const withSlide = sections.map((s, i) =>
      i === slider ? { ...s, data: { ...s.data, resources: [{ url: "  " }] } } : s,
    );
    const group = { _id: "new-1", type: "products_group", lang: "pl", active: true, data: {} };
    const home = await saveDraft(ownerId, "home", { sections: [...withSlide, group] });
    expect(home).toEqual({
      ok: false,
      problems: [
        { path: ["sections", slider, "data", "resources", 0, "url"], code: "required" },
        { path: ["sections", sections.length, "data", "products"], code: "noProducts" },
      ],
    });
    const columns = [...state.drafts.footer.columns, { title: { pl: "Nowa", en: " " }, rows: [] }];
    const footer = await saveDraft(ownerId, "footer", { ...state.drafts.footer, columns });
    expect(footer).toEqual({
      ok: false,
      problems: [
        { path: ["columns", 3, "title", "en"], code: "required" },
        { path: ["columns", 3, "title", "de"], code: "required" },
      ],
    });
    expect((await contentEditorState()).changed).toEqual([]);
  });

  it("keeps a draft away from shoppers until it is published, then shows it and keeps the version", async () => {
    const state = await contentEditorState();
    const sections = state.drafts.home.sections.map((s) =>
      s.type === "slider" && s.lang === "pl"
        ? { ...s, data: { ...s.data, title: { pl: "Nowa kolekcja zimowa" } } }
        : s,
    );
    const removed = sections.find((s) => s.type === "newsletter");
    const draft = { sections: sections.filter((s) => s !== removed) };
    expect((await saveDraft(ownerId, "home", draft)).ok).toBe(true);
    const menuPl = [
      { text: "Nowości", url: "/c/nowosci" },
      { text: "Ukryte", url: "/x", menuHidden: true },
    ];
    expect((await saveDraft(ownerId, "menu", { ...state.drafts.menu, pl: menuPl })).ok).toBe(true);
    const footer = { ...state.drafts.footer, hideBottomBar: !state.drafts.footer.hideBottomBar };
    expect((await saveDraft(ownerId, "footer", footer)).ok).toBe(true);

    const beforePublish = await getHomePage("pl", false);
    expect(beforePublish.sections.find((s) => s.type === "slider")?.data.title).toBeUndefined();
    expect((await contentEditorState()).changed).toEqual(["home", "menu", "footer"]);

    expect(await publishDrafts(ownerId)).toEqual({
      ok: true,
      published: ["home", "menu", "footer"],
    });
    const live = await getHomePage("pl", false);
    expect(live.sections.find((s) => s.type === "slider")?.data.title).toEqual({
      pl: "Nowa kolekcja zimowa",
    });
    expect(live.sections.some((s) => s.type === "newsletter")).toBe(false);
    expect((await headerMenu("pl")).map((n) => [n.name, n.url])).toEqual([
      ["Nowości", "/c/nowosci"],
    ]);
    expect((await getSettings()).footer.hideBottomBar).toBe(footer.hideBottomBar);

    const after = await contentEditorState();
    expect(after.changed).toEqual([]);
    expect(after.versions.map((v) => [v.kind, v.by])).toEqual([
      ["footer", "owner@example.com"],
      ["menu", "owner@example.com"],
      ["home", "owner@example.com"],
      ["footer", null],
      ["menu", null],
      ["home", null],
    ]);
    expect(await publishDrafts(ownerId)).toEqual({ ok: false, error: "nothing" });
  });

  it("keeps the seeded content among the versions after the first publish, and restores it", async () => {
    const seeded = (await contentEditorState()).versions.find(
      (v) => v.kind === "footer" && v.by === null,
    );
    expect(await restoreVersion(ownerId, seeded?.id ?? 0)).toBe("footer");
    const restored = await contentEditorState();
    expect(restored.drafts.footer.hideBottomBar).toBe(false);
    expect(restored.drafts.footer.columns.map((c) => c.title["pl"])).toEqual([
      "Informacje",
      "Kontakt",
      "Obserwuj nas",
    ]);
    expect(await publishDrafts(ownerId)).toEqual({ ok: true, published: ["footer"] });
    expect((await getSettings()).footer.hideBottomBar).toBe(false);
  });

  it("publishes nothing and keeps no version when the draft is what shoppers see", async () => {
    const state = await contentEditorState();
    const versions = state.versions.length;
    expect((await saveDraft(ownerId, "footer", state.drafts.footer)).ok).toBe(true);
    expect((await saveDraft(ownerId, "menu", state.drafts.menu)).ok).toBe(true);
    expect((await contentEditorState()).changed).toEqual(["menu", "footer"]);
    expect(await publishDrafts(ownerId)).toEqual({ ok: false, error: "nothing" });
    const after = await contentEditorState();
    expect(after.changed).toEqual([]);
    expect(after.versions).toHaveLength(versions);
  });

  it("restores a published version as the draft, and discards drafts", async () => {
    const state = await contentEditorState();
    const home = state.versions.find((v) => v.kind === "home");
    expect(home).toBeDefined();
    const sections = state.drafts.home.sections.slice(1);
    await saveDraft(ownerId, "home", { sections });
    expect(await restoreVersion(ownerId, home?.id ?? 0)).toBe("home");
    const restored = await contentEditorState();
    expect(restored.changed).toEqual(["home"]);
    expect(restored.drafts.home.sections).toHaveLength(state.drafts.home.sections.length);
    expect(await restoreVersion(ownerId, 999_999)).toBeNull();
    expect(await discardDrafts(ownerId)).toBe(1);
    expect((await contentEditorState()).changed).toEqual([]);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(["content.publish", "content.restore", "content.discard"]),
    );
  });
});
