/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Request context built by the middleware (language, currency, settings, shopper). */
    ctx: import("./server/context").RequestContext;
  }
}
