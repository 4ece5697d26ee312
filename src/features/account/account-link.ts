/**
 * The header's account links without React (every page runs this, so it is
 * small). Logged in (the `$session` hint): the link shows the loyalty points
 * ('pkt.', when known) and a ghost account's link goes to its orders (spec 2
 * §2). Logged out: the link, and any `[data-auth-open]` link (a product's
 * "log in to see prices", the basket's login prompt), opens the login modal
 * and asks its island to hydrate; without JavaScript they lead to the
 * account page, which offers the same forms.
 *
 * At start, a stored session is checked once with GET me when the browser is
 * idle: a 401 clears it (spec 2 §4), an answer refreshes the points.
 */
import { $session, askLogin, signedIn, signedOut } from "./session.store";

const links = document.querySelectorAll<HTMLAnchorElement>("[data-account-link]");
const account = links[0]?.getAttribute("href") ?? "/my-account";
const template = document.querySelector<HTMLElement>("[data-points-text]");
const orders = template?.dataset["ordersHref"] ?? account;

$session.subscribe((session) => {
  for (const link of links) {
    link.href = session?.ghost ? orders : account;
    const points = link.querySelector<HTMLElement>("[data-account-points]");
    if (!points) continue;
    points.hidden = session?.points == null;
    points.textContent = (template?.dataset["pointsText"] ?? "{points}").replace(
      "{points}",
      String(session?.points ?? ""),
    );
  }
});

document.addEventListener("click", (e) => {
  const link = (e.target as Element | null)?.closest?.("[data-account-link],[data-auth-open]");
  if (!link || $session.get()) return;
  e.preventDefault();
  askLogin(link.getAttribute("data-auth-open") === "register" ? "register" : "login");
});

// Logging out (a form, POST /logout) forgets the hint before the page goes.
document.addEventListener("submit", (e) => {
  if ((e.target as Element).matches("[data-logout]")) signedOut();
});

if ($session.get())
  (window.requestIdleCallback ?? setTimeout)(() => {
    void fetch("/api/public/me").then(async (r) => {
      if (r.status === 401) signedOut();
      else if (r.ok) signedIn(await r.json());
    });
  });
