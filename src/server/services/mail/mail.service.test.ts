import { rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const dir = `${(process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "")}/mail-service-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  delete process.env["SMTP_URL"];
  return dir;
});

import { closeDb, getDb } from "../../db/client.ts";
import { openDatabase } from "../../db/open.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { captureLog } from "../../log/logger.fixtures.ts";
import { outboxFor, queueMail, resetMailTransport, sendDueMail, sendMail } from "./mail.service.ts";

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
    const errors = captureLog();
    const result = await sendMail(
      { to: "a@example.com", subject: "S", html: "", text: "t" },
      "sklep@example.com",
    );
    expect(result.sent).toBe(false);
    expect(errors.lines()).toContainEqual(
      expect.objectContaining({ level: "error", component: "mail", message: result.id }),
    );
    expect((await outboxFor("a@example.com")).map((m) => m.id)).toEqual([result.id]);
    delete process.env["SMTP_URL"];
    resetMailTransport();
    errors.restore();
  });

  it("schedules a failed message 1 min, 5 min, 30 min, 2 h and 12 h later, then gives it up", async () => {
    process.env["SMTP_URL"] = "smtp://127.0.0.1:1";
    resetMailTransport();
    const errors = captureLog();
    let tried = Date.now();
    const { id } = await sendMail(
      { to: "retry@example.com", subject: "S", html: "", text: "t" },
      "sklep@example.com",
    );
    const waits: number[] = [];
    for (let round = 1; round < 6; round++) {
      const row = await outboxRow(id);
      expect(row.attempts).toBe(round);
      const due = new Date(row.next_attempt_at ?? "");
      waits.push(Math.round((due.getTime() - tried) / 60_000));
      // Not tried a second before it is due; tried when it is.
      expect(await sendDueMail("sklep@example.com", new Date(due.getTime() - 1000))).toBe(0);
      expect((await outboxRow(id)).attempts).toBe(round);
      tried = Date.now();
      expect(await sendDueMail("sklep@example.com", due)).toBe(0);
    }
    expect(waits).toEqual([1, 5, 30, 120, 720]);
    const last = await outboxRow(id);
    expect(last).toMatchObject({ attempts: 6, next_attempt_at: null, sent_at: null });
    expect(last.failed_at).not.toBeNull();
    expect(last.last_error).toMatch(/ECONNREFUSED|connect/i);
    // A given-up message is never tried again.
    expect(await sendDueMail("sklep@example.com", new Date(Date.now() + 86_400_000))).toBe(0);
    expect((await outboxRow(id)).attempts).toBe(6);
    delete process.env["SMTP_URL"];
    resetMailTransport();
    errors.restore();
  });

  it("sends a queued message on its retry once the SMTP server answers again", async () => {
    const errors = captureLog();
    const server = await fakeSmtp();
    const port = (server.address() as { port: number }).port;
    server.close();
    await new Promise((resolve) => server.once("close", resolve));
    process.env["SMTP_URL"] = `smtp://127.0.0.1:${port}`;
    resetMailTransport();
    const id = await queueMail(
      { to: "later@example.com", subject: "S", html: "<p>t</p>", text: "t" },
      "sklep@example.com",
    );
    await expect.poll(async () => (await outboxRow(id)).attempts).toBe(1);
    const row = await outboxRow(id);
    expect(row.sent_at).toBeNull();
    const back = await fakeSmtp(port);
    expect(await sendDueMail("sklep@example.com", new Date(row.next_attempt_at ?? ""))).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ attempts: 2, next_attempt_at: null });
    expect((await outboxRow(id)).sent_at).not.toBeNull();
    back.close();
    delete process.env["SMTP_URL"];
    resetMailTransport();
    errors.restore();
  });
});

async function outboxRow(id: number) {
  const db = await getDb();
  return db
    .selectFrom("mail_outbox")
    .select(["attempts", "next_attempt_at", "failed_at", "sent_at", "last_error"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

/** A minimal SMTP server that accepts every message (on `port`, or any free one). */
async function fakeSmtp(port = 0): Promise<Server> {
  const server = createServer((socket) => {
    let data = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString().split("\r\n")) {
        if (data) {
          if (line === ".") {
            data = false;
            socket.write("250 queued\r\n");
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 fake\r\n");
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else if (line) socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
