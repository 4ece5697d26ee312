/**
 * Keeps the header's session hint in step with the server on the account
 * pages (AccountShell.astro), which know the user: a login that happened
 * elsewhere shows in the header too. Above all the ghost (order-only)
 * account's: it logs in on the order lookup page, a plain form, and lands on
 * /my-orders; from here on its header link leads to its orders (spec 2 §2).
 */
import { signedIn, type SessionUser } from "./session";

const mark = document.querySelector<HTMLElement>("[data-session-mark]")?.dataset["sessionMark"];
if (mark) signedIn(JSON.parse(mark) as SessionUser);
