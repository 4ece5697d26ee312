/**
 * The newsletter block's form (spec 2 §2, §4, §8), an island hydrated on
 * the shopper's first interaction; without JavaScript it posts to
 * `/newsletter`. Enter or the button sends it; the answer shows the spec's
 * alerts: success for 15 s, then the marketing-consent notice; already
 * subscribed: info for 5 s; an incorrect address: warning for 5 s. A
 * loading flag blocks repeats.
 */
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { apiPost } from "../shared/api-client";
import { showAlert } from "../alerts/alerts.store";
import { serverPure } from "../shared/server-pure";

export interface NewsletterTexts {
  email: string;
  placeholder: string;
  submit: string;
  success: string;
  marketingInfo: string;
  exist: string;
  invalid: string;
  failed: string;
}

const SUCCESS_MS = 15_000;

export default function NewsletterForm({
  m,
  lang,
  action,
}: {
  m: NewsletterTexts;
  lang: string;
  action: string;
}) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  async function send() {
    if (busy) return;
    setBusy(true);
    const res = await apiPost<{ result: "success" | "exist" }>("/api/public/newsletter/", {
      email: email.trim(),
      lang,
    });
    setBusy(false);
    if (res.ok && res.data.result === "success") {
      showAlert({ type: "success", msg: m.success, delayMs: SUCCESS_MS });
      window.setTimeout(
        () => showAlert({ type: "info", msg: m.marketingInfo, delayMs: 10_000 }),
        SUCCESS_MS,
      );
      setEmail("");
    } else if (res.ok) showAlert({ type: "info", msg: m.exist, delayMs: 5_000 });
    else if (res.status === 400) showAlert({ type: "warning", msg: m.invalid, delayMs: 5_000 });
    else showAlert({ type: "warning", msg: m.failed, delayMs: 5_000 });
  }

  return (
    <form
      className="newsletter__form"
      method="post"
      action={action}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label className="form-field newsletter__field">
        <span className="visually-hidden">{m.email}</span>
        <input
          className="field"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={m.placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <Button type="submit" loading={busy}>
        {m.submit}
      </Button>
    </form>
  );
}

// Its server HTML depends on its props alone (see serverPure).
serverPure(NewsletterForm);
