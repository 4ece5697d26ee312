// @ts-check
const EVENTS = ["pointerdown", "pointerover", "focusin", "keydown", "touchstart"];

/** @type {import("astro").ClientDirective} */
export default function interaction(load, _options, el) {
  let started = false;
  /** @param {Event} event */
  const start = async (event) => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
    // Clicks keep being held until hydration is done (a pointerover starts it first).
    el.removeEventListener("click", onClick, true);
    if (pendingClick instanceof HTMLElement) {
      pendingClick.click();
    }
    void event;
  };
  /** @type {EventTarget | null} */
  let pendingClick = null;
  /** @param {Event} event */
  const onClick = (event) => {
    // A click that arrives before hydration finishes is held and replayed.
    event.preventDefault();
    event.stopPropagation();
    pendingClick = event.target;
    void start(event);
  };
  for (const name of EVENTS) el.addEventListener(name, start, { passive: true });
  el.addEventListener("click", onClick, true);
}
