/**
 * Marks an island whose server HTML depends on nothing but its props: no clock, no randomness,
 * no store a request could have changed, and props that are plain JSON data (no Date, Map or
 * Set, which the key would not tell apart). The server then keeps its HTML between renders
 * (src/integrations/kept-islands.ts): the header's islands are the same on every page of a
 * language, a product's for every shopper of its currency (issue 33, decision 0013).
 */
export const SERVER_PURE: unique symbol = Symbol.for("storefront.server-pure-island");

export function serverPure<T extends object>(component: T): T {
  Object.defineProperty(component, SERVER_PURE, { value: true });
  return component;
}
