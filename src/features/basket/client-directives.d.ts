// Type of the project's custom `client:interaction` directive (src/integrations/interaction-directive.mjs).
export {};
declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean;
  }
}
