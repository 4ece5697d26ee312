/**
 * Social login (spec 2 §1, §7: "Social login opens a popup to a public path
 * on the same host and receives an APP_TOKEN message"). Each configured
 * provider opens `/auth/social/{provider}` in a popup (a blocked popup
 * becomes a redirect that returns to this page), which runs the OAuth
 * code flow with PKCE on the server, sets the session cookie and posts
 * `{ type: "APP_TOKEN", user }` to this window (origin checked), then closes.
 * A popup closed before that shows the fbWidnowClosed info.
 */
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/Button";
import { format } from "../../i18n/format";
import { showAlert } from "../alerts/alerts.store";
import type { AuthMessages } from "./auth.messages";
import type { AuthProps } from "../../contracts/auth-props.types";
import type { SessionUser } from "./session.store";

export const SOCIAL_MESSAGE = "APP_TOKEN";

interface Props {
  m: AuthMessages;
  shop: AuthProps;
  onLoggedIn: (user: SessionUser) => void;
}

function isLogin(data: unknown): data is { type: string; user: SessionUser } {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return d["type"] === SOCIAL_MESSAGE && typeof d["user"] === "object" && d["user"] !== null;
}

export function SocialButtons({ m, shop, onLoggedIn }: Props) {
  const done = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || !isLogin(e.data)) return;
      done.current = true;
      clearInterval(timer.current);
      onLoggedIn(e.data.user);
    };
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      clearInterval(timer.current);
    };
  }, [onLoggedIn]);

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
