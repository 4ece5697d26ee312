// @ts-check
/** The prefix of the own key react-dom stores a bound element's props under. */
export const REACT_PROPS_KEY = "__reactProps$";

/** The react-dom major.minor that {@link isReactBound} was verified against. */
export const REACT_VERIFIED = "19.3";

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
 * react-live.test.ts fails on any other version so that the check is
 * verified again (the client:interaction e2e tests in
 * tests/e2e/add-behaviour.spec.ts and tests/e2e/product.spec.ts exercise it).
 * @param {object} el
 */
export const isReactBound = (el) => Object.keys(el).some((key) => key.startsWith(REACT_PROPS_KEY));
