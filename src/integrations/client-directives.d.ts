/** Type of the project's custom `client:interaction` directive (./interaction-directive.mjs). */
export {};
declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean;
  }
}
