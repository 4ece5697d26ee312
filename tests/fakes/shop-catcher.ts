/**
 * A stand-in for the shop in the fakes' page tests: a local server that takes
 * whatever a fake POSTs to it (notifications, webhooks), answers 200 and keeps
 * each request as the shop's endpoint would read it (headers, raw body).
 */
import { startFake } from "./fake-http";

export interface Caught {
  path: string;
  headers: Headers;
  body: string;
}

export async function startShopCatcher() {
  const caught: Caught[] = [];
  const server = await startFake((req) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    caught.push({ path: req.path, headers, body: req.body });
    return { status: 200 };
  });
  return { url: server.url, close: server.close, caught };
}

/** The shopper presses the page's button `choice`: its form POST, not followed. */
export function press(pageUrl: string, choice: string) {
  const body = new URLSearchParams({ choice });
  return fetch(pageUrl, { method: "POST", body, redirect: "manual" });
}
