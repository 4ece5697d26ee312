/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Request context built by the middleware (language, currency, settings, shopper). */
    ctx: import("./server/context").RequestContext;
    /** The page shell's menu, privacy link and popups, read by the middleware before rendering. */
    shell?: import("./server/services/shell.service").Shell;
  }
}
