/**
 * PayU's OAuth token (https://developers.payu.com/europe/api/#tag/Authorize):
 * POST /pl/standard/user/oauth/authorize with grant_type=client_credentials,
 * client_id and client_secret as a form; the answer's access_token is valid
 * for expires_in seconds (43199). One token is kept until a minute before it
 * expires, and callers that ask at the same time share one request.
 */
import { z } from "zod";
import { callJson } from "../adapter-kit";
import { ProviderError } from "../provider";
import type { PayuSettings } from "./payu-settings";

const TokenReply = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const MARGIN_MS = 60_000;

export class PayuToken {
  private token: { value: string; until: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly settings: PayuSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** A valid bearer token, from the cache while it lasts. */
  async get(): Promise<string> {
    if (this.token && this.now() < this.token.until) return this.token.value;
    this.pending ??= this.request().finally(() => (this.pending = null));
    return this.pending;
  }

  /** Forgets the token (PayU answered 401 to it). */
  drop(): void {
    this.token = null;
  }

  private async request(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
    });
    const reply = await callJson(
      "payu",
      `${this.settings.apiUrl}/pl/standard/user/oauth/authorize`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      },
    );
    const parsed = TokenReply.safeParse(reply.body);
    if (reply.status !== 200 || !parsed.success) {
      throw new ProviderError("payu", "oauth", `PayU refused the OAuth token (${reply.status})`);
    }
    const lifetime = Math.max(parsed.data.expires_in * 1000 - MARGIN_MS, 0);
    this.token = { value: parsed.data.access_token, until: this.now() + lifetime };
    return parsed.data.access_token;
  }
}
