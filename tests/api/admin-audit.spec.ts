/**
 * The back office's audit log records what a person does at its door and with its data (issue 44
 * item 15): failed logins (an unknown e-mail too), the lockout they cause, logouts and exports,
 * each with the address it came from; and the log names every action in words, never its key.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { OWNER } from "../golden/accounts";
import { withDb } from "./order-helpers";

const client = () => `10.44.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function logIn(request: APIRequestContext, address: string, email: string, password: string) {
  return request.post("/admin/login", {
    form: { email, password, next: "/admin" },
    headers: { "x-forwarded-for": address },
    maxRedirects: 0,
  });
}

async function csrf(request: APIRequestContext, address: string): Promise<string> {
  const html = await (
    await request.get("/admin", { headers: { "x-forwarded-for": address } })
  ).text();
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
}

interface Entry {
  action: string;
  subject: string;
  owner_id: number | null;
}

const entriesFrom = (address: string) =>
  withDb((db) =>
    db
      .prepare("select action, subject, owner_id from audit_log where detail like ? order by id")
      .all<Entry>(`%"${address}"%`),
  );

test("failed logins, the lockout, a logout and an export are logged, and the log says them in words", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = { origin: baseURL ?? "" };
  const guesser = client();
  expect((await logIn(request, guesser, "nikt@example.com", "zle-haslo")).status()).toBe(401);
  for (let i = 0; i < 10; i++)
    expect((await logIn(request, guesser, OWNER.email, "zle-haslo")).status()).toBe(401);
  const locked = await logIn(request, guesser, OWNER.email, OWNER.password);
  expect(locked.status()).toBe(429);
  expect(await locked.text()).toContain("Spróbuj ponownie za 15 minut.");

  const owner = client();
  expect((await logIn(request, owner, OWNER.email, OWNER.password)).status()).toBe(303);
  const csv = await request.get("/admin/catalogue/export", {
    headers: { "x-forwarded-for": owner },
  });
  expect(csv.status()).toBe(200);
  const logout = await request.post("/admin/logout", {
    form: { csrf: await csrf(request, owner) },
    headers: { ...origin, "x-forwarded-for": owner },
    maxRedirects: 0,
  });
  expect(logout.status()).toBe(303);

  const tried = await entriesFrom(guesser);
  expect(tried.map((e) => e.action)).toEqual([
    "login.failed",
    ...Array<string>(10).fill("login.failed"),
    "login.lockout",
  ]);
  expect(tried[0]).toMatchObject({ owner_id: null, subject: "email:nikt@example.com" });
  expect(tried[1]?.owner_id).not.toBeNull();
  expect((await entriesFrom(owner)).map((e) => e.action)).toEqual([
    "login",
    "catalogue.export",
    "logout",
  ]);

  expect((await logIn(request, owner, OWNER.email, OWNER.password)).status()).toBe(303);
  const log = await (
    await request.get("/admin/audit", { headers: { "x-forwarded-for": owner } })
  ).text();
  for (const words of [
    "Nieudane logowanie",
    "Blokada logowania",
    "Wylogowanie",
    "Eksport katalogu (CSV)",
  ])
    expect(log).toContain(words);
  expect(log).not.toMatch(/>\s*(login\.failed|logout|catalogue\.export)\s*</);
});
