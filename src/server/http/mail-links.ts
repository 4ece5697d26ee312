/** The addresses newsletter mails link to, for the request's shop and language. */
import type { RequestContext } from "../context";
import { localizedHref } from "../../i18n/routing";
import type { MailLinks } from "../services/newsletter.service";

export function mailLinks(ctx: RequestContext, requestUrl: string): MailLinks {
  const origin = new URL(requestUrl).origin;
  return {
    origin,
    unsubscribe: (token) =>
      new URL(
        `${localizedHref(ctx.langConfig, ctx.lang, "/unsubscribe", ctx.host)}?token=${token}`,
        origin,
      ).href,
  };
}
