/**
 * PayPal's official server SDK (`@paypal/paypal-server-sdk`) set up from the
 * shop's settings. The SDK knows two hosts, `Environment.Sandbox`
 * (api-m.sandbox.paypal.com) and `Environment.Production` (api-m.paypal.com),
 * and has no base-URL option; any other PAYPAL_API_URL (a local fake) is
 * reached through the SDK's `unstable_httpClientOptions`, which it hands to
 * axios, whose documented `transport` option sends each request to that host
 * instead. Paths, headers, bodies and the OAuth2 client-credentials exchange
 * (POST /v1/oauth2/token) stay the SDK's own.
 * https://github.com/paypal/PayPal-TypeScript-Server-SDK (README, Environments)
 */
import http from "node:http";
import https from "node:https";
import {
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type OAuthToken,
} from "@paypal/paypal-server-sdk";
import { providerError } from "./errors";
import { LIVE_URL, SANDBOX_URL, type PaypalSettings } from "./settings";

export interface PaypalApi {
  orders: OrdersController;
  payments: PaymentsController;
  /** A bearer token for calls the SDK has no controller for (verify-webhook-signature). */
  accessToken(): Promise<string>;
}

/** An axios transport that sends the SDK's requests to `base` (its origin and path prefix). */
function transportTo(base: URL) {
  const lib = base.protocol === "https:" ? https : http;
  const prefix = base.pathname.replace(/\/+$/, "");
  return {
    request(options: http.RequestOptions, callback?: (res: http.IncomingMessage) => void) {
      return lib.request(
        {
          ...options,
          // The SDK's agent is for PayPal's host; this host gets the default one.
          agent: undefined,
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          path: prefix + (options.path ?? "/"),
        },
        callback,
      );
    },
  };
}

export function paypalApi(settings: PaypalSettings): PaypalApi {
  let token: OAuthToken | undefined;
  const known = settings.apiUrl === LIVE_URL || settings.apiUrl === SANDBOX_URL;
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: settings.clientId,
      oAuthClientSecret: settings.clientSecret,
      // One token for the SDK's calls and the webhook check, fetched again when it expires.
      oAuthTokenProvider: async (last, manager) =>
        (token = await manager.updateToken(token ?? last)),
    },
    environment: settings.apiUrl === LIVE_URL ? Environment.Production : Environment.Sandbox,
    timeout: 15_000,
    ...(known
      ? {}
      : {
          unstable_httpClientOptions: {
            transport: transportTo(new URL(settings.apiUrl)),
            proxy: false,
            maxRedirects: 0,
          },
        }),
  });
  return {
    orders: new OrdersController(client),
    payments: new PaymentsController(client),
    async accessToken() {
      try {
        token = await client.clientCredentialsAuthManager.updateToken(token);
      } catch (error) {
        throw providerError("token", error);
      }
      return token.accessToken;
    },
  };
}
