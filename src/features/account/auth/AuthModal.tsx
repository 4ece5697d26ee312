/**
 * The login / register / password recovery modal (spec 2 §2 header pieces,
 * §4 modes login, register, recoverPassword, then the registered
 * confirmation). One island, hydrated on interaction: the header's account
 * link, a guest's add to the basket or opening of the basket when prices are
 * for logged-in users only, and the checkout open it through `askLogin` and ask it to hydrate. The design system's modal traps focus
 * and closes on Escape.
 *
 * A login stores the header's session hint; when the server renders other
 * prices after it (a wholesale customer, prices for logged-in users only) or
 * the page is the logged-out account page, the page reloads.
 */
import { useStore } from "@nanostores/react";
import { useCallback, useEffect } from "react";
import { AUTH_OPEN_ATTR, AUTH_OPEN_EVENT } from "./auth-events";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { format } from "../../../i18n/format";
import { useClientStore } from "../../shared/use-client-store";
import type { AuthMessages } from "./auth.messages";
import type { AuthProps } from "../../../contracts/auth-props.types";
import { LoginForm } from "./LoginForm";
import { RecoverForm } from "./RecoverForm";
import { RegisterForm } from "./RegisterForm";
import { SocialButtons } from "./SocialButtons";
import { $authMode, $registeredEmail, closeAuth, openAuth } from "./auth-modal.store";
import { reloadsOnSessionChange, signedIn, type SessionUser } from "../session";
import "./auth.css";
import { serverPure } from "../../shared/server-pure";

const TITLES = {
  login: "auth.login",
  register: "auth.register",
  recoverPassword: "auth.recoverPassword",
  registered: "auth.registered",
} as const;

/** Pages that show other content once logged in mark themselves (the logged-out account page). */
export const RELOAD_ON_LOGIN_ATTR = "data-reload-on-login";

export default function AuthModal({ m, shop }: { m: AuthMessages; shop: AuthProps }) {
  const mode = useClientStore($authMode, null);
  const email = useStore($registeredEmail);
  // The header's script asks for the modal through <html> and an event (account-boot.ts).
  useEffect(() => {
    const take = () => {
      const root = document.documentElement;
      const pending = root.getAttribute(AUTH_OPEN_ATTR);
      if (!pending) return;
      root.removeAttribute(AUTH_OPEN_ATTR);
      openAuth(pending === "register" ? "register" : "login");
    };
    take();
    document.addEventListener(AUTH_OPEN_EVENT, take);
    return () => document.removeEventListener(AUTH_OPEN_EVENT, take);
  }, []);
  const onLoggedIn = useCallback(
    (user: SessionUser) => {
      signedIn(user);
      closeAuth();
      if (
        reloadsOnSessionChange(user, shop.priceForLoggedUsers) ||
        document.querySelector(`[${RELOAD_ON_LOGIN_ATTR}]`)
      )
        window.location.reload();
    },
    [shop.priceForLoggedUsers],
  );
  return (
    <Modal
      open={mode !== null}
      onClose={closeAuth}
      title={m[TITLES[mode ?? "login"]]}
      closeLabel={m["auth.close"]}
      className="auth"
    >
      {mode === "login" ? (
        <>
          <LoginForm m={m} onLoggedIn={onLoggedIn} />
          <SocialButtons m={m} shop={shop} onLoggedIn={onLoggedIn} />
        </>
      ) : null}
      {mode === "register" ? (
        <>
          <RegisterForm m={m} shop={shop} />
          <SocialButtons m={m} shop={shop} onLoggedIn={onLoggedIn} />
        </>
      ) : null}
      {mode === "recoverPassword" ? (
        <RecoverForm m={m} lang={shop.lang} onSent={() => openAuth("login")} />
      ) : null}
      {mode === "registered" ? (
        <div className="form-stack">
          <p>{format(m["auth.registeredText"], { email })}</p>
          <Button onClick={() => openAuth("login")}>{m["auth.login"]}</Button>
        </div>
      ) : null}
    </Modal>
  );
}

// Its server HTML depends on its props alone (see serverPure).
serverPure(AuthModal);
