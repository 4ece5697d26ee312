/** Type of the custom `client:interaction` directive (src/integrations/interaction-directive.mjs). */
declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean;
  }
}
export {};
