/**
 * The header's account links without React and without the stores (every
 * page runs this, so it is small and imports nothing heavy):
 * - the stored session hint (session.ts writes it on login) shows the
 *   loyalty points ('pkt.', when the shop runs them) and sends a ghost
 *   account's link to its orders (spec 2 §2); it is checked once with GET me
 *   when the browser is idle: a 401 forgets it (spec 2 §4), an answer
 *   refreshes it;
 * - a guest's click on an account link or any `[data-auth-open]` link (a
 *   product's "log in to see prices", the basket's login prompt) opens the
 *   login modal (`data-auth-open="register"` the registration) through
 *   `openLoginModal`; without JavaScript those links lead to the account page;
 * - logging out (the account page's form) forgets the hint.
 */
import { send } from "../shared/api-core";
import { forgetSession, hasSession, SESSION_KEY } from "./session-key";

// The same names as auth-events.ts (a test checks them): imported, they would
// put one more shared chunk on every page.
const AUTH_OPEN_ATTR = "data-auth-pending";
const AUTH_OPEN_EVENT = "shop:auth-open";
const SESSION_EVENT = "shop:session";

/** Asks the login modal's island to open in `mode` (hydrating it first when needed). */
export function openLoginModal(mode: "login" | "register" = "login"): void {
  document.documentElement.setAttribute(AUTH_OPEN_ATTR, mode);
  document
    .querySelector('astro-island[component-url*="AuthModal"]')
    ?.dispatchEvent(new Event("shop:hydrate"));
  document.dispatchEvent(new Event(AUTH_OPEN_EVENT));
}

const links = document.querySelectorAll<HTMLAnchorElement>("[data-account-link]");
const account = links[0]?.getAttribute("href") ?? "";
const template = document.querySelector<HTMLElement>("[data-orders-href]");

function render(): void {
  let session: { ghost?: unknown; points?: unknown; marketing?: unknown } | null = null;
  try {
    session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? "null");
  } catch {
    session = null;
  }
  // A shopper who already agreed to marketing gets no newsletter block (shared HTML: hidden by CSS).
  document.documentElement.toggleAttribute("data-marketing", session?.marketing === true);
  const text = template?.dataset["pointsText"];
  for (const link of links) {
    link.href = session?.ghost === true ? (template?.dataset["ordersHref"] ?? account) : account;
    const points = link.querySelector<HTMLElement>("[data-account-points]");
    if (!points) continue;
    const shown = typeof session?.points === "number" && text !== undefined;
    points.hidden = !shown;
    points.textContent = shown ? (text ?? "").replace("{points}", String(session?.points)) : "";
  }
}

render();
addEventListener(SESSION_EVENT, render);
addEventListener("storage", (e) => {
  if (e.key === SESSION_KEY) render();
});

if (hasSession())
  (window.requestIdleCallback ?? setTimeout)(() => {
    void send("/api/public/me").then(async (r) => {
      if (r?.status === 401) forgetSession();
      else if (r?.ok) {
        const u = await r.json();
        localStorage.setItem(
          SESSION_KEY,
          JSON.stringify({
            name: u.name,
            ghost: u.ghost,
            wholesale: u.wholesale,
            points: u.loyaltyPoints,
            marketing: u.agrees?.marketing === true,
          }),
        );
      }
      render();
    });
  });

document.addEventListener("click", (e) => {
  const link = (e.target as Element | null)?.closest?.("[data-account-link],[data-auth-open]");
  if (!link || hasSession()) return;
  e.preventDefault();
  openLoginModal(link.getAttribute("data-auth-open") === "register" ? "register" : "login");
});

document.addEventListener("submit", (e) => {
  if ((e.target as Element).matches("[data-logout]")) forgetSession();
});
