/** The login / register modal's props (contracts/auth-props.types.ts) from the request context. */
import type { AuthProps } from "../../contracts/auth-props.types";
import { socialProviders } from "../auth/social-config";
import type { RequestContext } from "../context";

export function authProps(ctx: RequestContext): AuthProps {
  return {
    lang: ctx.lang,
    locale: ctx.locale,
    fields: ctx.settings.additionalFunctions.registrationFields,
    priceForLoggedUsers: ctx.settings.priceForLoggedUsers,
    providers: socialProviders().map(({ id, name }) => ({ id, name })),
    socialPath: "/auth/social/",
    controller: {
      name: ctx.settings.companyDetails.name,
      address: ctx.settings.companyDetails.address,
      email: ctx.settings.companyDetails.email,
    },
  };
}
