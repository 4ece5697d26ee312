/** The home page's structured data: the shop as an Organization and a WebSite with its search. */
import { organizationJsonLd, webSiteJsonLd, type JsonLd } from "../../domain/catalogue/seo";
import { absoluteHref, langOrigin } from "../../i18n/routing";
import type { RequestContext } from "../context";

export function shopJsonLd(ctx: RequestContext): JsonLd[] {
  const absolute = (path: string) => absoluteHref(ctx.langConfig, ctx.lang, path);
  const origin = langOrigin(ctx.langConfig, ctx.lang);
  const { settings } = ctx;
  const company = settings.companyDetails;
  const sameAs = settings.footer.columns
    .flatMap((column) => column.rows)
    .flatMap((row) => row.social ?? [])
    .map((s) => s.url)
    .filter((url) => /^https?:\/\//.test(url));
  const logo = settings.logo ? new URL(settings.logo, origin).href : null;
  const home = absolute("/");
  return [
    organizationJsonLd({
      name: company.name || settings.shopName,
      url: home,
      logo,
      email: company.email,
      telephone: company.tel,
      address: company.address,
      sameAs: [...new Set(sameAs)],
    }),
    webSiteJsonLd({
      name: settings.shopName,
      url: home,
      lang: ctx.lang,
      // Braces stay literal: the template's placeholder, not a percent-encoded query.
      searchUrl: `${absolute("/search")}?query={search_term_string}`,
    }),
  ];
}
