// @ts-check
const EVENTS = ["pointerdown", "pointerover", "focusin", "keydown", "touchstart"];

/**
 * React hydrates concurrently: `hydrate()` resolves before the island's DOM
 * is bound to its handlers. Wait until the clicked element is bound (at most
 * 5 s, for slow devices; usually a few milliseconds), so the replayed click
 * reaches the component.
 * @param {HTMLElement} target
 */
async function untilLive(target) {
  for (let i = 0; i < 500; i++) {
    if (Object.keys(target).some((key) => key.startsWith("__react"))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

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
    // Clicks are held until the island is live (pointerover/pointerdown start
    // hydration before the click arrives), then the last one is replayed.
    el.removeEventListener("click", onClick, true);
    if (pendingClick instanceof HTMLElement) {
      await untilLive(pendingClick);
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
