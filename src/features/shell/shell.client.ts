/**
 * Everything the page shell runs before the shopper interacts, as one module so the
 * bundler ships it as one chunk together with the stores it needs (see the `boot`
 * group in astro.config.mjs and decision record 0014): the header's counters and
 * account links, the basket's startup checks, the burger menu, the currency dropdowns, the alert area, the
 * product boxes' add buttons (one delegated listener, idle on pages without boxes), the
 * cookie bar and the popups' timer.
 */
import "../basket/header-counters";
import "../account/account-boot";
import "../basket/startup";
import "./burger";
import "./currency-form";
import "../alerts/alerts-view";
import "../catalogue/product-card.client";
import "../consent/consent.client";
import "../popups/popups.client";
import "../wishlist/wishlist-mirror";
