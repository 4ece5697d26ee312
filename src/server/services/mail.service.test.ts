import { rmSync } from "node:fs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const dir = `${(process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "")}/mail-service-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  delete process.env["SMTP_URL"];
  return dir;
});

import { closeDb, openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { outboxFor, resetMailTransport, sendMail } from "./mail.service.ts";

beforeAll(async () => {
  const o = openDatabase(process.env["DATABASE_PATH"]);
  await migrateToLatest(o.db as unknown as Kysely<unknown>);
  await o.db
    .insertInto("settings")
    .values({ key: "shop", value: "{}", updated_at: new Date().toISOString() })
    .execute();
  await o.db.destroy();
  resetMailTransport();
});

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

describe("mail", () => {
  it("keeps every message in the outbox when no SMTP server is configured", async () => {
    const result = await sendMail(
      { to: "jan@example.com", subject: "Witaj", html: "<p>Cześć</p>", text: "Cześć" },
      "sklep@example.com",
    );
    expect(result.sent).toBe(false);
    const mails = await outboxFor("jan@example.com");
    expect(mails).toEqual([
      { id: result.id, subject: "Witaj", text: "Cześć", html: "<p>Cześć</p>" },
    ]);
  });

  it("keeps the message in the outbox when SMTP delivery fails", async () => {
    process.env["SMTP_URL"] = "smtp://127.0.0.1:1";
    resetMailTransport();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await sendMail(
      { to: "a@example.com", subject: "S", html: "", text: "t" },
      "sklep@example.com",
    );
    expect(result.sent).toBe(false);
    expect(errors).toHaveBeenCalled();
    expect((await outboxFor("a@example.com")).map((m) => m.id)).toEqual([result.id]);
    delete process.env["SMTP_URL"];
    resetMailTransport();
    errors.mockRestore();
  });
});
