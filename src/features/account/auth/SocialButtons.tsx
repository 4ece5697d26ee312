/**
 * Social login (spec 2 §1, §7: "Social login opens a popup to a public path
 * on the same host and receives an APP_TOKEN message"). Each configured
 * provider opens `/auth/social/{provider}` in a popup (a blocked popup
 * becomes a redirect that returns to this page), which runs the OAuth
 * code flow with PKCE on the server, sets the session cookie and posts
 * `{ type: "APP_TOKEN", user }` to this window (origin checked), then closes.
 * A popup closed before that shows the fbWidnowClosed info. A provider that
 * gives no e-mail opens the registration, which sends the one-time extId.
 */
import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/Button";
import { format } from "../../../i18n/format";
import { showAlert } from "../../alerts/alerts.store";
import type { AuthMessages } from "./auth.messages";
import type { AuthProps } from "../../../contracts/auth-props.types";
import { registerWithSocial } from "./auth-modal.store";
import type { SessionUser } from "../session";

export const SOCIAL_MESSAGE = "APP_TOKEN";

interface Props {
  m: AuthMessages;
  shop: AuthProps;
  onLoggedIn: (user: SessionUser) => void;
}

type PopupMessage =
  | { kind: "login"; user: SessionUser }
  | { kind: "register"; extId: string; name: string }
  | { kind: "error" };

/** The popup's message, or null for any other message this window receives. */
export function popupMessage(data: unknown): PopupMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d["type"] === SOCIAL_MESSAGE && typeof d["user"] === "object" && d["user"] !== null)
    return { kind: "login", user: d["user"] as SessionUser };
  if (d["type"] === `${SOCIAL_MESSAGE}_REGISTER` && typeof d["extId"] === "string")
    return {
      kind: "register",
      extId: d["extId"],
      name: typeof d["name"] === "string" ? d["name"] : "",
    };
  if (d["type"] === `${SOCIAL_MESSAGE}_ERROR`) return { kind: "error" };
  return null;
}

export function SocialButtons({ m, shop, onLoggedIn }: Props) {
  const done = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const message = e.origin === window.location.origin ? popupMessage(e.data) : null;
      if (!message) return;
      done.current = true;
      clearInterval(timer.current);
      if (message.kind === "login") onLoggedIn(message.user);
      else if (message.kind === "register") registerWithSocial(message.extId, message.name);
      else showAlert({ type: "warning", msg: m["auth.unexpected"] });
    };
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      clearInterval(timer.current);
    };
  }, [onLoggedIn, m]);

  if (shop.providers.length === 0) return null;

  function open(provider: string) {
    done.current = false;
    const url = `${shop.socialPath}${encodeURIComponent(provider)}?lang=${shop.lang}`;
    const popup = window.open(url, "social-login", "popup,width=520,height=680");
    if (!popup) {
      window.location.href = `${url}&return=${encodeURIComponent(window.location.pathname)}`;
      return;
    }
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer.current);
      if (!done.current) showAlert({ type: "info", msg: m["auth.fbWidnowClosed"] });
    }, 500);
  }

  return (
    <div className="auth__social">
      <p className="auth__or">{m["auth.or"]}</p>
      {shop.providers.map((p) => (
        <Button key={p.id} variant="secondary" block onClick={() => open(p.id)}>
          {format(m["auth.socialWith"], { provider: p.name })}
        </Button>
      ))}
    </div>
  );
}
