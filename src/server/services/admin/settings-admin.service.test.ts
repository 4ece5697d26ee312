import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/settings-admin-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import {
  applySettingsEdit,
  changedKeys,
  editOf,
  type SettingsEdit,
} from "../../../domain/shop/settings-edit";
import { shopIsLive } from "../../../domain/shop/live-shop";
import { SettingsSchema } from "../../../domain/shop/settings.schema";
import type { Settings } from "../../../domain/shop/settings.types";
import { closeDb, getDb } from "../../db/client";
import { buildSettings } from "../../db/seed/settings";
import { createSeededDatabase } from "../../db/seed/index";
import { getSettings } from "../settings.service";
import { previewSettings, storeSettingsDraft } from "./preview-drafts.service";
import { saveSettings } from "./settings-admin.service";

let ownerId = 0;

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 5, images: false });
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

async function stored(): Promise<{ text: string; settings: Settings }> {
  const row = await (
    await getDb()
  )
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "shop")
    .executeTakeFirstOrThrow();
  return { text: row.value, settings: JSON.parse(row.value) as Settings };
}

const auditRows = async () =>
  (await getDb())
    .selectFrom("audit_log")
    .select(["owner_id", "action", "subject", "detail"])
    .where("action", "=", "settings.update")
    .orderBy("id")
    .execute();

const draftCount = async () =>
  (await (await getDb()).selectFrom("preview_drafts").select("id").execute()).length;

const editWith = (change: (edit: SettingsEdit) => void): SettingsEdit => {
  const edit = structuredClone(editOf(buildSettings()));
  change(edit);
  return edit;
};

describe("the stored settings' schema", () => {
  it("passes the demo shop's settings unchanged", () => {
    const settings = buildSettings();
    expect(SettingsSchema.parse(settings)).toEqual(settings);
  });

  it("keeps a key it does not know", () => {
    const settings = { ...buildSettings(), futureSwitch: { on: true } };
    expect(SettingsSchema.parse(settings)).toHaveProperty("futureSwitch", { on: true });
  });
});

describe("saving the owner's settings", () => {
  it("refuses a bad value with its field named and writes nothing", async () => {
    const before = await stored();
    const result = await saveSettings(
      ownerId,
      editWith((e) => {
        e.template = "public/tmpl2";
        e.companyDetails.email = "no-at-sign";
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ field: "companyDetails.email", problem: "email" }],
    });
    expect((await stored()).text).toBe(before.text);
    expect(await auditRows()).toEqual([]);
  });

  it("saves a change, keeps every other setting, records the changed keys and drops the owner's drafts", async () => {
    const edit = editWith((e) => {
      e.template = "public/tmpl3";
      e.additionalFunctions.nettoBrutto = "netto";
      e.cms.informationalStripe["en"] = { ...e.cms.informationalStripe["en"]!, html: "Sale!" };
    });
    await storeSettingsDraft(ownerId, edit);
    expect(await draftCount()).toBe(1);
    const before = await getSettings();
    expect(await saveSettings(ownerId, edit)).toEqual({
      ok: true,
      changed: ["additionalFunctions.nettoBrutto", "cms.informationalStripe.en.html", "template"],
    });
    const after = (await stored()).settings;
    expect(after.template).toBe("public/tmpl3");
    expect(after.additionalFunctions.nettoBrutto).toBe("netto");
    expect(after.cms.informationalStripe["en"]?.html).toBe("Sale!");
    expect(after.footer).toEqual(before.footer);
    expect(after.langs).toEqual(before.langs);
    // The cache was cleared: the shop reads the new settings at once.
    expect((await getSettings()).template).toBe("public/tmpl3");
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ owner_id: ownerId, subject: "settings" });
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toEqual({
      changed: ["additionalFunctions.nettoBrutto", "cms.informationalStripe.en.html", "template"],
    });
    expect(await draftCount()).toBe(0);
  });

  it("records nothing when nothing changed", async () => {
    const current = editOf(await getSettings());
    expect(await saveSettings(ownerId, current)).toEqual({ ok: true, changed: [] });
    expect(await auditRows()).toHaveLength(1);
  });
});

describe("the owner marking the shop live (issue 44)", () => {
  it("saves payments.live and records it in the audit log; the demo shop starts not live", async () => {
    expect(shopIsLive(await getSettings())).toBe(false);
    const edit = { ...editOf(await getSettings()), payments: { live: true } };
    expect(await saveSettings(ownerId, edit)).toEqual({ ok: true, changed: ["payments.live"] });
    expect(shopIsLive((await stored()).settings)).toBe(true);
    const audit = await auditRows();
    expect(JSON.parse(audit.at(-1)?.detail ?? "{}")).toEqual({ changed: ["payments.live"] });
  });

  it("shows settings from before the switch as live, and saving them unchanged changes nothing", () => {
    const old = { ...buildSettings(), payments: undefined };
    expect(editOf(old).payments).toEqual({ live: true });
    expect(changedKeys(old, applySettingsEdit(old, editOf(old)))).toEqual([]);
    const unticked = applySettingsEdit(old, { ...editOf(old), payments: { live: false } });
    expect(shopIsLive(unticked)).toBe(false);
  });
});

describe("a preview draft", () => {
  it("applies to the stored settings for its token only, and not after an hour", async () => {
    const storedNow = await getSettings();
    const token = await storeSettingsDraft(
      ownerId,
      editWith((e) => {
        e.template = "public/tmpl4";
        e.priceForLoggedUsers = true;
      }),
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const previewed = await previewSettings(token, storedNow);
    expect(previewed?.template).toBe("public/tmpl4");
    expect(previewed?.priceForLoggedUsers).toBe(true);
    expect(previewed?.footer).toEqual(storedNow.footer);
    // Another token one character away (never the same one: the last may already be "A").
    const other = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await previewSettings(other, storedNow)).toBeNull();
    expect(await previewSettings("short", storedNow)).toBeNull();
    const later = new Date(Date.now() + 61 * 60 * 1000);
    expect(await previewSettings(token, storedNow, later)).toBeNull();
    // The draft never touched the stored settings.
    expect((await getSettings()).template).toBe("public/tmpl3");
  });
});
