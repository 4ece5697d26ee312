/**
 * The Stripe fake's imitation of Stripe.js, served at `/v3/stripe.js` (any `/<release>/stripe.js`)
 * for browser tests. It implements only what the shop's payment step uses, with Stripe's names
 * and results:
 * - `Stripe(publishableKey, { locale })`: https://docs.stripe.com/js/initializing (the locale
 *   "localizes error strings for all Stripe.js methods"; default `auto`, the browser's language)
 * - `stripe.elements({ clientSecret, locale })`: https://docs.stripe.com/js/elements_object/create
 *   (the locale of the texts Elements displays)
 * - `elements.create("payment")`, `.mount(selectorOrElement)`, `.destroy()`:
 *   https://docs.stripe.com/js/elements_object/create_payment_element,
 *   https://docs.stripe.com/js/element/mount
 * - `stripe.confirmPayment({ elements, confirmParams: { return_url } })`: on success the page
 *   goes to `return_url` with `payment_intent`, `payment_intent_client_secret` and
 *   `redirect_status=succeeded` added; on a decline the promise resolves `{ error }` and the
 *   page stays: https://docs.stripe.com/js/payment_intents/confirm_payment,
 *   https://docs.stripe.com/payments/accept-a-payment?ui=elements#web-submit-payment
 *
 * Unlike Stripe's, the fake Payment Element is plain markup in the shop's page (no iframe), with
 * two radios, "Test card: succeeds" (checked) and "Test card: declined", which confirm with
 * Stripe's test PaymentMethods pm_card_visa and pm_card_chargeDeclined. It calls the fake
 * whose origin served it (its own script URL). What the page passed shows on the mounted
 * element, for the tests to read: `lang` is the Elements locale, `data-stripe-locale` the
 * Stripe object's. A decline's message is given in the Stripe object's language (en, pl, de;
 * `auto` takes the browser's), as Stripe.js localizes its methods' error strings.
 */
export const FAKE_STRIPE_JS = String.raw`(function () {
  "use strict";
  var script = document.currentScript;
  var API = script && script.src ? new URL(script.src).origin : location.origin;
  var METHODS = [
    { id: "pm_card_visa", label: "Test card: succeeds" },
    { id: "pm_card_chargeDeclined", label: "Test card: declined" }
  ];
  var mounted = 0;
  // Stripe's messages for the declines the fake makes, in the languages the shop speaks.
  var DECLINED = {
    en: "Your card was declined.",
    pl: "Twoja karta została odrzucona.",
    de: "Ihre Karte wurde abgelehnt."
  };
  var FUNDS = {
    en: "Your card has insufficient funds.",
    pl: "Na Twojej karcie brakuje środków.",
    de: "Ihre Karte ist nicht ausreichend gedeckt."
  };

  function language(locale) {
    var tag = locale === "auto" ? navigator.language || "en" : locale;
    var lang = String(tag).slice(0, 2).toLowerCase();
    return DECLINED[lang] ? lang : "en";
  }

  function integrationError(message) {
    var error = new Error(message);
    error.name = "IntegrationError";
    return error;
  }

  function paymentElement(state) {
    var root = null;
    var element = {
      mount: function (where) {
        var host = typeof where === "string" ? document.querySelector(where) : where;
        if (!host) throw integrationError("The selector you specified (" + where + ") applies to no DOM elements.");
        mounted += 1;
        root = document.createElement("fieldset");
        root.setAttribute("data-fake-stripe", "payment-element");
        root.lang = state.locale;
        root.setAttribute("data-stripe-locale", state.stripeLocale);
        var legend = document.createElement("legend");
        legend.textContent = "Stripe (test)";
        root.appendChild(legend);
        METHODS.forEach(function (method, index) {
          var row = document.createElement("div");
          var label = document.createElement("label");
          var input = document.createElement("input");
          input.type = "radio";
          input.name = "fake-stripe-method-" + mounted;
          input.value = method.id;
          input.checked = index === 0;
          label.appendChild(input);
          label.appendChild(document.createTextNode(" " + method.label));
          row.appendChild(label);
          root.appendChild(row);
        });
        host.replaceChildren(root);
        state.element = element;
      },
      destroy: function () {
        if (root) root.remove();
        root = null;
        if (state.element === element) state.element = null;
      },
      on: function () {
        return element;
      },
      chosen: function () {
        var input = root && root.querySelector("input:checked");
        return input ? input.value : null;
      }
    };
    return element;
  }

  function failure(error, locale) {
    var lang = language(locale || "auto");
    var message = error.message;
    if (error.code === "card_declined")
      message = (error.decline_code === "insufficient_funds" ? FUNDS : DECLINED)[lang];
    return {
      error: {
        type: error.type || "api_error",
        code: error.code,
        decline_code: error.decline_code,
        message: message
      }
    };
  }

  function confirmPayment(key, locale, options) {
    var state = options && options.elements && options.elements.__fakeState;
    var returnUrl = options && options.confirmParams && options.confirmParams.return_url;
    if (!state) return Promise.reject(integrationError("confirmPayment needs the elements the Payment Element was created from."));
    if (!returnUrl) return Promise.reject(integrationError("confirmPayment needs confirmParams.return_url."));
    var method = state.element ? state.element.chosen() : null;
    if (!method) return Promise.resolve(failure({ type: "validation_error", message: "Choose a test card." }));
    var id = state.clientSecret.split("_secret_")[0];
    var body = new URLSearchParams({ key: key, client_secret: state.clientSecret, payment_method: method, return_url: returnUrl });
    return fetch(API + "/v1/payment_intents/" + encodeURIComponent(id) + "/confirm", { method: "POST", body: body })
      .then(function (res) {
        return res.json().then(function (json) {
          if (res.ok && json.status === "succeeded") {
            var next = new URL(returnUrl, location.href);
            next.searchParams.set("payment_intent", json.id);
            next.searchParams.set("payment_intent_client_secret", state.clientSecret);
            next.searchParams.set("redirect_status", "succeeded");
            location.assign(next.href);
            return new Promise(function () {});
          }
          return failure(json.error || { message: "The payment could not be confirmed." }, locale);
        });
      }, function () {
        return failure({ type: "api_connection_error", message: "Stripe could not be reached." });
      });
  }

  window.Stripe = function Stripe(key, init) {
    if (typeof key !== "string" || key.indexOf("pk_") !== 0) throw integrationError("Invalid publishable key: " + key);
    var stripeLocale = (init && init.locale) || "auto";
    return {
      elements: function (options) {
        var state = {
          clientSecret: (options && options.clientSecret) || "",
          locale: (options && options.locale) || "auto",
          stripeLocale: stripeLocale,
          element: null
        };
        return {
          __fakeState: state,
          create: function (type) {
            if (type !== "payment") throw integrationError("The Stripe fake makes only the Payment Element, not " + type + ".");
            return paymentElement(state);
          }
        };
      },
      confirmPayment: function (options) {
        return confirmPayment(key, stripeLocale, options);
      }
    };
  };
})();
`;
