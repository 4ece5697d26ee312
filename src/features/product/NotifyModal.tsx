/**
 * Notify-when-available overlay (the design system's modal: focus trap,
 * Escape, backdrop click): a valid e-mail is required; the answer is
 * 'exist' (info alert) or 'success'; any failure shows the generic alert (5 s).
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Modal } from "../../components/ui/Modal";
import { isValidEmail } from "../../domain/account/validators";
import { showAlert } from "../alerts/alerts.store";
import { apiPost } from "../shared/api-client";
import type { TopMessages } from "./island-keys";

interface Props {
  productId: string;
  variantHash: string;
  productName: string;
  onClose: () => void;
  messages: TopMessages;
}

export function NotifyModal({ productId, variantHash, productName, onClose, messages }: Props) {
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const valid = isValidEmail(email);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = async () => {
    setTouched(true);
    if (!valid) return;
    setSending(true);
    const answer = await apiPost<{ result?: unknown } | null>("/api/public/notify/add", {
      productId,
      variantHash,
      email,
      text: productName,
    });
    setSending(false);
    const result = answer.ok ? answer.data?.result : undefined;
    if (result === "exist")
      showAlert({ type: "info", msg: messages["productPage.notifyAlertExist"] });
    else if (result === "success")
      showAlert({ type: "success", msg: messages["productPage.notifyAlertSuccess"] });
    else {
      showAlert({ type: "warning", msg: messages["alerts.unexpectedError"], delayMs: 5_000 });
      return;
    }
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={messages["productPage.notifyTitle"]}
      closeLabel={messages["productPage.close"]}
    >
      <form
        className="form-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="form-field">
          <label htmlFor="notify-email" className="form-field__label">
            {messages["productPage.notifyEmail"]}
          </label>
          <input
            ref={input}
            className="field"
            id="notify-email"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={touched && !valid}
            aria-describedby={touched && !valid ? "notify-error" : undefined}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          {touched && !valid && (
            <p id="notify-error" className="form-field__error">
              {messages["productPage.notifyInvalidEmail"]}
            </p>
          )}
        </div>
        <div className="modal__actions">
          <Button type="submit" disabled={sending}>
            {messages["productPage.notifySubmit"]}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {messages["productPage.close"]}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
