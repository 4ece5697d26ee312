/**
 * What the login offers an inactive account (spec 2 §8 accountInactive): send the activation
 * link again. The server answers the same whether or not the address waits for activation,
 * so the notice says "if"; 429 says when to try again.
 */
import { useState } from "react";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { format } from "../../../i18n/format";
import { apiPost } from "../../shared/api-client";
import type { AuthMessages } from "./auth.messages";
import { authErrorText } from "./auth-errors";

export function ResendActivation({ email, m }: { email: string; m: AuthMessages }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function send() {
    if (busy) return;
    setBusy(true);
    const res = await apiPost("/api/public/activation", { email });
    setBusy(false);
    setNotice(
      res.ok
        ? { tone: "success", text: format(m["auth.activationSent"], { email }) }
        : { tone: "error", text: authErrorText("activation", res, m) },
    );
  }

  return notice?.tone === "success" ? (
    <Alert tone="success">{notice.text}</Alert>
  ) : (
    <>
      {notice ? <Alert tone="error">{notice.text}</Alert> : null}
      <Button variant="secondary" block loading={busy} onClick={() => void send()}>
        {m["auth.resendActivation"]}
      </Button>
    </>
  );
}
