/** What the account page's islands get from the server (spec 2 §3 User). */
import type { ProfileForm } from "../domain/account/account-form";

export interface AccountView {
  email: string;
  ghost: boolean;
  wholesale: boolean;
  /** Loyalty points, or null when the shop does not run a loyalty scheme. */
  points: number | null;
  /** The form as saved (empty fields when nothing is saved yet). */
  profile: ProfileForm;
  /** Social-login accounts have no password to change. */
  hasPassword: boolean;
}
