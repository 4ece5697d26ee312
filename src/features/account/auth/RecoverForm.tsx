/**
 * The modal's recoverPassword mode (spec 2 §7 reset-pass, §8): the e-mail of
 * the account; 201 shows passwordResetSuccess for 30 seconds (an alert) and
 * returns to the login mode with the same notice; 404 userDoesNotExist.
 */
import { useState, type SubmitEvent } from "react";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { isValidEmail } from "../../../domain/account/validators";
import { showAlert } from "../../alerts/alerts.store";
import { apiPost } from "../../shared/api-client";
import type { AuthMessages } from "./auth.messages";
import { authErrorText } from "./auth-errors";
import { openAuth } from "./auth-modal.store";

export const RESET_NOTICE_MS = 30_000;

export function RecoverForm(props: { m: AuthMessages; lang: string; onSent: () => void }) {
  const { m } = props;
  const [email, setEmail] = useState("");
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setTried(true);
    setError("");
    if (!isValidEmail(email) || busy) return;
    setBusy(true);
    const res = await apiPost("/api/public/reset-pass", {
      email: email.trim().toLowerCase(),
      lang: props.lang,
    });
    setBusy(false);
    if (res.ok && res.status === 201) {
      showAlert({ type: "success", msg: m["auth.passwordResetSuccess"], delayMs: RESET_NOTICE_MS });
      props.onSent();
    } else setError(authErrorText("reset", res.ok ? { ...res, error: "", body: null } : res, m));
  }

  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      <p className="muted">{m["auth.recoverText"]}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={m["auth.email"]}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={tried && !isValidEmail(email) ? m["auth.invalidEmail"] : undefined}
      />
      <Button type="submit" block loading={busy}>
        {m["auth.submitRecover"]}
      </Button>
      <Button variant="link" onClick={() => openAuth("login")}>
        {m["auth.backToLogin"]}
      </Button>
    </form>
  );
}
