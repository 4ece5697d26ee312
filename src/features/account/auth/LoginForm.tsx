/**
 * The modal's login mode (spec 2 §5 Login): e-mail required and valid,
 * password required, the e-mail trimmed and lower-cased on send. Errors are
 * shown after a submit attempt; the server's answer becomes the spec's
 * message (auth-errors.ts). An inactive account is offered the activation
 * link again (ResendActivation.tsx).
 */
import { useState, type SubmitEvent } from "react";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { isValidEmail, required } from "../../../domain/account/validators";
import { apiPost } from "../../shared/api-client";
import type { AuthMessages } from "./auth.messages";
import { authErrorText, isInactive } from "./auth-errors";
import { ResendActivation } from "./ResendActivation";
import { openAuth } from "./auth-modal.store";
import type { SessionUser } from "../session";

interface Props {
  m: AuthMessages;
  onLoggedIn: (user: SessionUser) => void;
}

export function LoginForm({ m, onLoggedIn }: Props) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  /** The e-mail of an inactive account the last login was refused for (offers a new link). */
  const [inactive, setInactive] = useState("");
  const emailError = tried && !isValidEmail(email) ? m["auth.invalidEmail"] : undefined;
  const passwordError = tried && !required(password) ? m["auth.required"] : undefined;

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setTried(true);
    setError("");
    setInactive("");
    if (!isValidEmail(email) || !required(password) || busy) return;
    setBusy(true);
    const address = email.trim().toLowerCase();
    const res = await apiPost<{ user: SessionUser }>("/api/auth/local", {
      email: address,
      password,
    });
    setBusy(false);
    if (res.ok) onLoggedIn(res.data.user);
    else {
      setError(authErrorText("login", res, m));
      if (isInactive(res)) setInactive(address);
    }
  }

  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {inactive ? <ResendActivation key={inactive} email={inactive} m={m} /> : null}
      <TextField
        label={m["auth.email"]}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailError}
      />
      <TextField
        label={m["auth.password"]}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordError}
      />
      <Button type="submit" block loading={busy}>
        {m["auth.submitLogin"]}
      </Button>
      <div className="auth__links">
        <Button variant="link" onClick={() => openAuth("recoverPassword")}>
          {m["auth.recoverPassword"]}
        </Button>
        <span>
          {m["auth.noAccount"]}{" "}
          <Button variant="link" onClick={() => openAuth("register")}>
            {m["auth.register"]}
          </Button>
        </span>
      </div>
    </form>
  );
}
