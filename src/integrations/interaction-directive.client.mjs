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
  /** Clicks that arrived before the island was live, in order. @type {HTMLElement[]} */
  const held = [];
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
    // Keep holding clicks until React has bound the DOM (pointerover/pointerdown
    // start hydration before a click arrives), then replay every held click in order.
    const probe = held[0] ?? el.firstElementChild;
    if (probe instanceof HTMLElement) await untilLive(probe);
    el.removeEventListener("click", onClick, true);
    for (const target of held.splice(0)) {
      if (target.isConnected) target.click();
      // Let React commit this click's update before the next one reads state.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  /** @param {Event} event */
  const onClick = (event) => {
    event.preventDefault();
    event.stopPropagation();
    if (event.target instanceof HTMLElement) held.push(event.target);
    void start();
  };
  for (const name of EVENTS) el.addEventListener(name, start, { passive: true });
  el.addEventListener("click", onClick, true);
}
