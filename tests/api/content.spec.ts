/**
 * The home page's and content's calls (spec 2 §7; issue 13): homepage,
 * instagram/profile, site, popup/{id}, newsletter with its unsubscribe link
 * and open pixel, and the contact form with duplicates and bad input.
 */
import { expect, test } from "@playwright/test";
import { HOME_SECTION_TYPES } from "../../src/domain/catalogue/home.types";
import { withDb } from "./order-helpers";

test("GET homepage lists the ordered sections of every type", async ({ request }) => {
  const res = await request.get("/api/public/homepage?lang=pl");
  expect(res.status()).toBe(200);
  const { sections } = (await res.json()) as { sections: { type: string }[] };
  expect(new Set(sections.map((s) => s.type))).toEqual(new Set(HOME_SECTION_TYPES));
  const en = await (await request.get("/api/public/homepage?lang=en")).text();
  // One html section is for the Polish shop only.
  expect(JSON.stringify(sections)).toContain("zobacz zasady dostawy");
  expect(en).not.toContain("zobacz zasady dostawy");
});

test("GET instagram/profile answers at most 8 media items", async ({ request }) => {
  const items = (await (await request.get("/api/public/instagram/profile")).json()) as {
    media_type: string;
    media_url: string;
    caption: string;
  }[];
  expect(items).toHaveLength(8);
  expect(items[0]).toMatchObject({ media_type: "IMAGE", caption: "Demo #1" });
});

test("POST site answers a content page with its urls per language, 404 for others", async ({
  request,
}) => {
  const res = await request.post("/api/public/site/", { data: { url: "regulamin", lang: "pl" } });
  expect(await res.json()).toMatchObject({ key: "terms", urls: { pl: "regulamin", en: "terms" } });
  expect((await request.post("/api/public/site/", { data: { url: "nie-ma" } })).status()).toBe(404);
  expect((await request.post("/api/public/site/", { data: "x" })).status()).toBe(400);
});

test("GET popup answers an active popup in the language and 404 otherwise", async ({ request }) => {
  const popup = await request.get("/api/public/popup/1?lang=en");
  expect(await popup.json()).toEqual({
    value: {
      type: "html",
      html: "<h3>Welcome!</h3><p>To get you started: code <b>RABAT10</b> for 10% off.</p>",
    },
    options: { delay: 5 },
  });
  expect((await request.get("/api/public/popup/2")).status()).toBe(404);
  expect((await request.get("/api/public/popup/999")).status()).toBe(404);
  expect((await request.get("/api/public/popup/abc")).status()).toBe(404);
});

test("subscribing answers success, then exist; the e-mailed link unsubscribes once", async ({
  request,
}) => {
  const email = `api-news-${Date.now()}@example.com`;
  const first = await request.post("/api/public/newsletter/", { data: { email, lang: "pl" } });
  expect(await first.json()).toEqual({ result: "success" });
  const again = await request.post("/api/public/newsletter/", {
    data: { email: email.toUpperCase(), lang: "pl" },
  });
  expect(await again.json()).toEqual({ result: "exist" });
  const bad = await request.post("/api/public/newsletter/", {
    data: { email: "nope", lang: "pl" },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: "emailInvalid" });

  const mail = (await withDb((db) =>
    db.prepare('select id, text, html from mail_outbox where "to" = ? order by id desc').get(email),
  )) as { id: number; text: string; html: string };
  const token = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
  expect(token.length).toBeGreaterThan(20);
  expect(mail.html).toContain(`/api/public/mail-open/${mail.id}`);

  const forged = await request.post("/api/public/newsletter/unsubscribe", {
    data: { token: `${token.slice(0, -2)}xx` },
  });
  expect(forged.status()).toBe(400);
  const ok = await request.post("/api/public/newsletter/unsubscribe", { data: { token } });
  expect(await ok.json()).toEqual({ result: "unsubscribed" });
  const twice = await request.post("/api/public/newsletter/unsubscribe", { data: { token } });
  expect(twice.status()).toBe(400);
  // A returning subscriber is welcome again.
  const back = await request.post("/api/public/newsletter/", { data: { email, lang: "pl" } });
  expect(await back.json()).toEqual({ result: "success" });
});

test("the open pixel records an open and answers a 1×1 GIF, also for unknown ids", async ({
  request,
}) => {
  const email = `api-pixel-${Date.now()}@example.com`;
  await request.post("/api/public/newsletter/", { data: { email, lang: "pl" } });
  const { id } = (await withDb((db) =>
    db.prepare('select id from mail_outbox where "to" = ?').get(email),
  )) as { id: number };
  const pixel = await request.get(`/api/public/mail-open/${id}`);
  expect(pixel.status()).toBe(200);
  expect(pixel.headers()["content-type"]).toBe("image/gif");
  expect(pixel.headers()["cache-control"]).toContain("no-store");
  expect((await pixel.body()).subarray(0, 6).toString()).toBe("GIF89a");
  await request.get(`/api/public/mail-open/${id}`);
  const row = (await withDb((db) =>
    db.prepare("select opens, opened_at from mail_outbox where id = ?").get(id),
  )) as { opens: number; opened_at: string | null };
  expect(row.opens).toBe(2);
  expect(row.opened_at).not.toBeNull();
  expect((await request.get("/api/public/mail-open/99999999")).status()).toBe(200);
  expect((await request.get("/api/public/mail-open/x")).status()).toBe(200);
});

test("the contact form stores and mails a message once and refuses bad input", async ({
  request,
}) => {
  const email = `api-contact-${Date.now()}@example.com`;
  const data = { name: "Jan <b>Nowak</b>", email, msg: "Czy wysyłacie do Czech?", number: "" };
  expect(await (await request.post("/api/public/contact-form", { data })).json()).toEqual({
    result: "success",
  });
  expect(
    await (
      await request.post("/api/public/contact-form", {
        data: { ...data, msg: " Czy wysyłacie do  Czech? " },
      })
    ).json(),
  ).toEqual({ result: "duplicate" });
  const stored = (await withDb((db) =>
    db.prepare("select count(*) as n from contact_messages where email = ?").get(email),
  )) as { n: number };
  expect(stored.n).toBe(1);
  const mail = (await withDb((db) =>
    db
      .prepare("select html from mail_outbox where subject like ? order by id desc")
      .get("%Jan <b>Nowak</b>%"),
  )) as { html: string };
  expect(mail.html).toContain("Jan &#60;b&#62;Nowak&#60;/b&#62;");

  const bad = await request.post("/api/public/contact-form", {
    data: { name: " ", email: "x@", msg: "" },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: "formInvalid", fields: ["name", "email", "msg"] });
  expect((await request.post("/api/public/contact-form", { data: "[]" })).status()).toBe(400);
});
