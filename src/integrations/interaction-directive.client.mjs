// @ts-check
import {
  announceChunkError,
  chunkLoadError,
  chunkName,
  isMissingModule,
  loadChunk,
} from "./chunk-load.mjs";

const EVENTS = ["pointerdown", "pointerover", "focusin", "keydown", "touchstart"];
/** Another script asks an island to hydrate now (e.g. the header opens the basket modal). */
export const HYDRATE_EVENT = "shop:hydrate";

/**
 * Whether React has bound a DOM element to its component: the element's
 * props, event handlers included, are attached, so a click or input event
 * dispatched on it now reaches React.
 *
 * There is no public signal for this. Astro's `astro:hydrate` event (and its
 * removal of the island's `ssr` attribute) fires when the renderer's
 * `hydrate()` resolves, and @astrojs/react calls `hydrateRoot` inside
 * `startTransition`, so that is before React has rendered, let alone bound,
 * anything. It is also island-wide, while the directive asks about single
 * elements (a held click's target, a text field).
 *
 * So this reads a private detail of react-dom: when it binds a host element
 * it stores the element's props under an own key `__reactProps$<random>`
 * (`internalPropsKey` in react-dom's client build), and deletes the key when
 * it removes the element. Verified against react-dom {@link REACT_VERIFIED};
 * react-bound.test.ts fails on any other version so that the check is
 * verified again (the client:interaction e2e tests in
 * tests/e2e/add-behaviour.spec.ts and tests/e2e/product.spec.ts exercise it).
 * @param {object} el
 */
export const isReactBound = (el) =>
  // The literal prefix, not a shared constant: the directive is inlined into every page, and a
  // constant cost bytes of the 10 KB budget.
  Object.keys(el).some((key) => key.startsWith("__reactProps"));

/** The react-dom major.minor that {@link isReactBound} was verified against. */
export const REACT_VERIFIED = "19.3";

/**
 * React hydrates concurrently: `hydrate()` resolves before the island's DOM
 * is bound to its handlers. Wait until an element is bound (at most 10 s, for
 * slow devices; usually a few milliseconds), so a replayed click reaches it.
 * An element React removed meanwhile (the island rendered something else once
 * mounted, and React strips a removed element's props) is not waited for.
 * @param {Element} target
 */
export async function untilLive(target) {
  for (let i = 0; i < 1000; i++) {
    if (isReactBound(target) || !target.isConnected) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Text typed into a field before the island was live never reached React's
 * state (whether or not hydration kept it on screen): it is set again through
 * the native setter and announced with an input event, which React's
 * onChange sees.
 * @param {Element} root
 * @param {Map<HTMLInputElement | HTMLTextAreaElement, string>} typed
 */
function retype(root, typed) {
  for (const [field, value] of typed) {
    if (!field.isConnected || !root.contains(field)) continue;
    const proto = Object.getPrototypeOf(field);
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * The text typed so far into a field, after one more input event. React's
 * hydration commit resets a controlled field to its state (the server's
 * value) without an input event; a keystroke in the moment before the typed
 * text is set again then lands on the reset value. Such an insertion (the
 * field is live and its value no longer extends what was typed) is appended
 * to the typed text instead; deletions carry no data and take the value.
 * @param {string | undefined} before
 * @param {HTMLInputElement | HTMLTextAreaElement} field
 * @param {Event} event
 */
export function typedValue(before, field, event) {
  const value = field.value;
  const data = /** @type {InputEvent} */ (event).data;
  return before && data && !value.startsWith(before) && isReactBound(field) ? before + data : value;
}

/** Resolves at the browser's next idle moment (at most 3 s away). */
function idle() {
  return new Promise((resolve) =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(() => resolve(undefined), { timeout: 3000 })
      : setTimeout(resolve, 50),
  );
}

/** @type {import("astro").ClientDirective} */
export default function interaction(load, _options, el) {
  let started = false;
  /** Clicks that arrived before the island was live, in order. @type {HTMLElement[]} */
  const held = [];
  /** What was typed into text fields before the island was live. @type {Map<HTMLInputElement | HTMLTextAreaElement, string>} */
  const typed = new Map();
  const start = async () => {
    if (started) return;
    started = true;
    const chunk = chunkName(el.getAttribute("component-url"));
    // Astro retries a failed import once, then reports it with a cancelable
    // `astro:hydration-error` on the island and resolves the load with a no-op.
    /** @type {unknown} */
    let failure = null;
    /** @param {Event} event */
    const onError = (event) => {
      event.preventDefault();
      failure = /** @type {CustomEvent<{ error: unknown }>} */ (event).detail?.error ?? "error";
    };
    el.addEventListener("astro:hydration-error", onError);
    let hydrate;
    try {
      hydrate = await loadChunk(load, chunk);
    } catch (error) {
      failure = error;
    }
    el.removeEventListener("astro:hydration-error", onError);
    if (failure !== null || !hydrate) {
      // The island stays as rendered; the next interaction tries again.
      started = false;
      held.length = 0;
      const error =
        failure instanceof Error && failure.name === "ChunkLoadError"
          ? failure
          : chunkLoadError(chunk, isMissingModule(failure) ? "missing" : "error");
      announceChunkError(error);
      return;
    }
    for (const name of EVENTS) el.removeEventListener(name, start);
    el.removeEventListener(HYDRATE_EVENT, start);
    await hydrate();
    // Keep holding clicks until React has bound the DOM (pointerover/pointerdown
    // start hydration before a click arrives), then replay every held click in order.
    const probe = held[0] ?? el.firstElementChild;
    if (probe) await untilLive(probe);
    // Elements carry React's props during the (interruptible, transition) hydration render,
    // before it commits; a click reaching React before the commit can be lost (a radio's
    // change is not seen). The scheduler keeps the main thread busy until the commit: wait
    // for the first idle moment before letting clicks through.
    await idle();
    el.removeEventListener("click", onClick, true);
    el.removeEventListener("input", onInput, true);
    retype(el, typed);
    for (const target of held.splice(0)) {
      if (!target.isConnected) continue;
      await untilLive(target);
      target.click();
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
  /** @param {Event} event */
  const onInput = (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (/^(file|checkbox|radio)$/.test(field.type)) return;
    typed.set(field, typedValue(typed.get(field), field, event));
  };
  for (const name of EVENTS) el.addEventListener(name, start, { passive: true });
  el.addEventListener(HYDRATE_EVENT, start);
  el.addEventListener("click", onClick, true);
  el.addEventListener("input", onInput, true);
}
