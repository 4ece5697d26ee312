/** Type of a `?lazy` import (./lazy-chunk.mjs): the URL of the module's own chunk. */
declare module "*?lazy" {
  const url: string;
  export default url;
}
