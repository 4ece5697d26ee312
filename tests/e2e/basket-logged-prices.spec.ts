/**
 * Prices for logged-in users only (shell spec §4): no prices and no basket
 * items for a guest, and the basket asks the shopper to log in.
 *
 * How the setting is turned on: this spec starts its own shop (the same
 * `scripts/test-server.mjs`, on TEST_PORT + 100 with its own data directory),
 * switches `priceForLoggedUsers` on in that shop's SQLite database and waits
 * until the shop's 10 s settings cache has picked it up. The shared test
 * server and its database are never touched, so tests running in parallel
 * are not affected. The decision itself is unit-tested in
 * src/features/basket/basket-gate.test.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { allProducts, isPlain, line, logIn, money, seedBasket, total } from "./basket-helpers";

const PORT = Number(process.env.TEST_PORT ?? 4399) + 100;
const ORIGIN = `http://localhost:${PORT}`;
const DIR = `data/test-logged-prices-${PORT}`;
let server: ChildProcess | null = null;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: ORIGIN });

async function waitUntilUp(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${ORIGIN}/`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("second shop did not start");
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ["scripts/test-server.mjs"], {
    env: { ...process.env, TEST_DATA_DIR: DIR, PORT: String(PORT), HOST: "localhost" },
    stdio: "ignore",
  });
  await waitUntilUp();
  const db = new DatabaseSync(`${DIR}/shop.sqlite`);
  try {
    const row = db.prepare("select value from settings where key = 'shop'").get() as {
      value: string;
    };
    const settings = JSON.parse(row.value) as { priceForLoggedUsers: boolean };
    settings.priceForLoggedUsers = true;
    db.prepare("update settings set value = ? where key = 'shop'").run(JSON.stringify(settings));
  } finally {
    db.close();
  }
  // The shop reads settings through a 10 s cache: wait until a page shows the new value.
  await expect
    .poll(
      async () =>
        (await (await fetch(`${ORIGIN}/order/delivery`)).text()).includes(
          "&quot;pricesHidden&quot;:[0,true]",
        ),
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  server = null;
});

test("a guest sees no prices or basket items and is asked to log in; a logged-in shopper sees them", async ({
  page,
  baseURL,
}) => {
  const p = (await allProducts(page.request)).find((x) => isPlain(x, 2));
  if (!p) throw new Error("no product");
  await seedBasket(page, [line(p, 2)]);
  await page.goto("/order/delivery");
  await expect(
    page.getByRole("alert").filter({ hasText: "Ceny i koszyk są dostępne po zalogowaniu." }),
  ).toBeVisible();
  await expect(page.getByRole("spinbutton")).toHaveCount(0);
  await expect(page.locator("[data-sum]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Zaloguj się" }).first()).toBeVisible();

  await page.getByRole("link", { name: /^Koszyk/ }).click();
  const dialog = page.getByRole("dialog", { name: "Koszyk" });
  await expect(dialog.getByRole("alert")).toContainText(
    "Ceny i koszyk są dostępne po zalogowaniu.",
  );
  await expect(dialog.locator("tbody tr")).toHaveCount(0);
  await expect(dialog).not.toContainText("zł");

  await logIn(page, "jan@example.com", baseURL ?? ORIGIN);
  await page.goto("/order/delivery");
  await expect(page.getByRole("spinbutton", { name: `Ilość: ${p.name.pl}` })).toHaveValue("2");
  await expect(page.locator('[data-sum="products"]')).toHaveText(money(total([line(p, 2)], [p])));
});
