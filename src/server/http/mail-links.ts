/**
 * The addresses newsletter mails link to, for the shopper's language: on the language's
 * configured origin (`SITE_URL` or `BASE_URL_<LANG>`), never the request's host or scheme.
 */
import type { RequestContext } from "../context";
import { absoluteHref, langOrigin } from "../../i18n/routing";
import type { MailLinks } from "../services/account/newsletter.service";

export function mailLinks(ctx: RequestContext): MailLinks {
  return {
    origin: langOrigin(ctx.langConfig, ctx.lang),
    unsubscribe: (token) =>
      `${absoluteHref(ctx.langConfig, ctx.lang, "/unsubscribe")}?token=${token}`,
  };
}
