/**
 * Instant navigation without JavaScript: Chromium prefetches a product or
 * listing link the shopper hovers or starts to tap (speculation rules; other
 * browsers ignore them). Built once, written into every shared page's head.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        href_matches: ["/p/*", "/c/*", "/g/*", "/m/*", "/*/p/*", "/*/c/*", "/*/g/*", "/*/m/*"],
      },
      eagerness: "moderate",
    },
  ],
});
