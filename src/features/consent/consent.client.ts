/**
 * Cookie consent in the browser (CookieConsent.astro; domain/account/consent.ts):
 * shows the bar until a choice is made, keeps the settings' boxes in step
 * with the stored choice, stores a new choice for 365 days and injects each
 * tracker whose consent was given, once per page. A new choice is announced
 * (`CONSENT_EVENT` on window): the popups wait for it while the bar is shown.
 * A page in a frame is the owner's preview (only the back office may frame the
 * shop: frame-ancestors): no bar, and no trackers count the owner's visits.
 */
import {
  allows,
  consentCookie,
  CONSENT_COOKIE,
  parseConsent,
  type Consent,
} from "../../domain/account/consent";

/** Announced on window when the shopper answers the cookie bar or saves the settings. */
export const CONSENT_EVENT = "shop:consent";

/** A page framed by the owner's back office (its preview frames). */
export const framed = self !== top;

/** The cookie bar: shown (not `hidden`) until the browser has a stored choice; none in a frame. */
export const bar = framed ? null : document.querySelector<HTMLElement>("[data-cookie-bar]");
const form = document.querySelector<HTMLFormElement>("[data-consent-form]");

if (bar && form) {
  const box = (name: "other" | "marketing") =>
    form.querySelector<HTMLInputElement>(`[name=${name}]`);
  const apply = (consent: Consent | null) => {
    bar.hidden = consent !== null;
    for (const name of ["other", "marketing"] as const) {
      const input = box(name);
      if (input) input.checked = consent?.[name] ?? false;
    }
    const trackers = JSON.parse(bar.dataset["trackers"] ?? "[]") as {
      id: string;
      src: string;
      consent: "marketing" | "other";
    }[];
    for (const tracker of trackers)
      if (allows(consent, tracker.consent) && !document.getElementById(tracker.id)) {
        const script = document.createElement("script");
        script.src = tracker.src;
        script.id = tracker.id;
        script.async = true;
        document.head.append(script);
      }
  };
  const choose = (consent: Consent) => {
    document.cookie = consentCookie(consent, location.protocol === "https:");
    apply(consent);
    dispatchEvent(new Event(CONSENT_EVENT));
  };
  const cookie = document.cookie.split("; ").find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  apply(parseConsent(cookie?.slice(CONSENT_COOKIE.length + 1)));
  bar.addEventListener("click", (event) => {
    const all = (event.target as Element).closest("[data-consent]")?.getAttribute("data-consent");
    if (all) choose({ marketing: all === "all", other: all === "all" });
  });
  form.addEventListener("submit", () =>
    choose({
      marketing: box("marketing")?.checked === true,
      other: box("other")?.checked === true,
    }),
  );
}
