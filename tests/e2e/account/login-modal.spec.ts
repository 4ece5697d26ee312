/**
 * The login modal's links on every page (spec 2 §4 login modal modes), in
 * every language: "forgot your password?" and "no account yet? create one"
 * are two separate links with room between them (issue 27: on pages other
 * than the account pages they ran together, "Nie pamiętasz hasła?Nie masz
 * konta?", because their style was loaded only with the account pages).
 */
import { expect, test, type Locator } from "@playwright/test";
import { isPhone } from "./helpers";

const LANGS = [
  {
    path: "/",
    account: "Moje konto",
    title: "Zaloguj się",
    recover: "Nie pamiętasz hasła?",
    none: "Nie masz konta?",
    register: "Załóż konto",
  },
  {
    path: "/en",
    account: "My account",
    title: "Log in",
    recover: "Forgot your password?",
    none: "No account yet?",
    register: "Create an account",
  },
  {
    path: "/de",
    account: "Mein Konto",
    title: "Anmelden",
    recover: "Passwort vergessen?",
    none: "Noch kein Konto?",
    register: "Konto erstellen",
  },
];

/** The gap between two boxes: the larger of the horizontal and vertical distances (negative when they overlap). */
async function gap(a: Locator, b: Locator): Promise<number> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error("not shown");
  const horizontal = Math.max(y.x - (x.x + x.width), x.x - (y.x + y.width));
  const vertical = Math.max(y.y - (x.y + x.height), x.y - (y.y + y.height));
  return Math.max(horizontal, vertical);
}

for (const lang of LANGS) {
  test(`the login modal's two links at ${lang.path} are separate and spaced`, async ({
    page,
  }, info) => {
    await page.goto(lang.path);
    if (isPhone(info)) {
      await page.locator("summary.burger__toggle").click();
      await page.locator(".burger__extra").getByRole("link", { name: lang.account }).click();
    } else {
      await page.locator(".header__util").getByRole("link", { name: lang.account }).click();
    }
    const modal = page.getByRole("dialog", { name: lang.title });
    await expect(modal).toBeVisible();
    const recover = modal.getByRole("button", { name: lang.recover, exact: true });
    const none = modal.getByText(lang.none, { exact: false });
    const register = modal.getByRole("button", { name: lang.register, exact: true });
    await expect(recover).toBeVisible();
    await expect(none).toBeVisible();
    await expect(register).toBeVisible();
    // Neither touches the other: at least 8 px apart, side by side or one above the other.
    expect(await gap(recover, none)).toBeGreaterThanOrEqual(8);
    expect(await gap(recover, register)).toBeGreaterThanOrEqual(8);
    // The social logins are separate buttons with room between them, too.
    const social = modal.getByRole("button", { name: /MockID|NoMail ID/ });
    if ((await social.count()) === 2)
      expect(await gap(social.nth(0), social.nth(1))).toBeGreaterThanOrEqual(8);

    await recover.click();
    await expect(page.getByRole("dialog", { name: lang.recover })).toBeVisible();
  });
}
