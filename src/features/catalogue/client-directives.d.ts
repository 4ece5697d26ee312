/** Types the project's `client:interaction` directive (src/integrations) for islands. */
declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    "client:interaction"?: boolean;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    "client:interaction"?: boolean;
  }
}
