/** What the login / register modal gets from the page (built by the server from the settings). */
import type { RegistrationFields } from "../domain/account/registration";

export interface SocialProvider {
  id: string;
  name: string;
}

export interface AuthProps {
  lang: string;
  locale: string;
  /** Country, NIP and phone, when the shop demands them at registration. */
  fields: RegistrationFields;
  priceForLoggedUsers: boolean;
  /** Social login providers configured on the server (server/auth/social-config.ts). */
  providers: SocialProvider[];
  /** The data controller named in the registration's data-protection note (the shop's company). */
  controller: { name: string; address: string; email: string };
  /** The social login popup's path, to which the provider's id is appended. */
  socialPath: string;
}
