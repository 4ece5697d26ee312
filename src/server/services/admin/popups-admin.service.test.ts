import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/popups-admin-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import { closeDb, getDb } from "../../db/client";
import { createSeededDatabase } from "../../db/seed/index";
import { activePopups } from "../popups.service";
import { ownerPopups, removePopup, savePopup } from "./popups-admin.service";

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 5, images: false });
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

const popupActions = async () =>
  (
    await (
      await getDb()
    )
      .selectFrom("audit_log")
      .select(["action", "subject"])
      .where("action", "like", "popup.%")
      .orderBy("id")
      .execute()
  ).map((r) => `${r.action} ${r.subject}`);

describe("the owner's popups", () => {
  it("adds a popup shoppers get at once, changes it, switches it off and removes it, each audited", async () => {
    const before = (await ownerPopups()).length;
    const added = await savePopup(
      1,
      null,
      { value: { type: "html", html: { pl: "<p>Nowość</p>" } }, options: { delay: 3 } },
      true,
    );
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(await activePopups("pl")).toContainEqual({
      id: String(added.id),
      delay: 3,
      html: "<p>Nowość</p>",
    });
    await savePopup(1, added.id, { value: { type: "html", html: { pl: "<p>Inna</p>" } } }, false);
    expect((await activePopups("pl")).some((p) => p.id === String(added.id))).toBe(false);
    expect((await ownerPopups()).find((p) => p.id === added.id)).toEqual({
      id: added.id,
      active: false,
      html: { pl: "<p>Inna</p>" },
      delay: null,
    });
    expect(await removePopup(1, added.id)).toBe(true);
    expect(await removePopup(1, added.id)).toBe(false);
    expect(await ownerPopups()).toHaveLength(before);
    expect(await popupActions()).toEqual([
      `popup.add popup:${added.id}`,
      `popup.edit popup:${added.id}`,
      `popup.remove popup:${added.id}`,
    ]);
  });

  it("refuses a delay out of range with its field named and writes nothing", async () => {
    const before = await ownerPopups();
    const result = await savePopup(
      1,
      null,
      { value: { type: "html", html: { pl: "x" } }, options: { delay: 9999 } },
      true,
    );
    expect(result).toEqual({ ok: false, errors: [{ field: "options.delay", problem: "tooLong" }] });
    expect(await ownerPopups()).toEqual(before);
  });

  it("sanitises a popup's HTML once per language and list, and serves it frozen to every page", async () => {
    const added = await savePopup(
      1,
      null,
      {
        value: {
          type: "html",
          html: { pl: '<p onclick="x()">Dzień<script>alert(1)</script></p>' },
        },
        options: { delay: 4 },
      },
      true,
    );
    if (!added.ok) throw new Error("the popup was refused");
    const first = await activePopups("pl");
    expect(first.find((p) => p.id === String(added.id))).toEqual({
      id: String(added.id),
      delay: 4,
      html: "<p>Dzień</p>",
    });
    expect(await activePopups("pl")).toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(await activePopups("en")).not.toBe(first);
    await removePopup(1, added.id);
    expect((await activePopups("pl")).some((p) => p.id === String(added.id))).toBe(false);
  });
});
