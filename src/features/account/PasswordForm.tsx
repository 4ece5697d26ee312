/**
 * The account page's password change (spec 2 §2 Account, §5): new, retyped
 * and old password; the fields are marked invalid on a mismatch
 * (passwordDontMatch) or an incorrect old password (passwordIncorrect: said
 * once, at the current password's field, not as the login's "wrong e-mail or
 * password" besides). A
 * change logs out the account's other sessions; this one stays. Hidden for
 * social-login accounts (the page does not render it).
 */
import { useState, type SubmitEvent } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { checkPasswordChange, type PasswordChangeForm } from "../../domain/account/account-form";
import { apiPost } from "../shared/api-client";
import type { AccountMessages } from "./account.messages";
import type { AuthMessages } from "./auth/auth.messages";
import { authErrorText } from "./auth/auth-errors";

const EMPTY: PasswordChangeForm = { password: "", retypedPassword: "", oldPassword: "" };

export default function PasswordForm({ m, am }: { m: AccountMessages; am: AuthMessages }) {
  const [form, setForm] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [wrongOld, setWrongOld] = useState(false);
  const check = checkPasswordChange(form);
  const bad = new Set(tried && !check.ok ? check.fields : []);
  if (wrongOld) bad.add("oldPassword");
  const field = (name: keyof PasswordChangeForm, label: keyof AccountMessages) => ({
    label: m[label],
    name,
    type: "password",
    value: form[name],
    required: true,
    autoComplete: name === "oldPassword" ? "current-password" : "new-password",
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      if (name === "oldPassword") setWrongOld(false);
    },
    error: bad.has(name)
      ? name === "retypedPassword" && !check.ok && check.message === "passwordDontMatch"
        ? am["auth.passwordDontMatch"]
        : name === "password"
          ? am["auth.invalidPassword"]
          : name === "oldPassword" && wrongOld
            ? m["account.oldPasswordIncorrect"]
            : am["auth.required"]
      : undefined,
  });

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setTried(true);
    setResult(null);
    if (!check.ok || busy) return;
    setBusy(true);
    const res = await apiPost("/api/public/change-pass", form);
    setBusy(false);
    if (res.ok) {
      setForm(EMPTY);
      setTried(false);
      setResult({ ok: true, text: m["account.passwordChanged"] });
      return;
    }
    if (res.error === "passwordIncorrect") {
      setWrongOld(true);
      return;
    }
    setResult({ ok: false, text: authErrorText("change", res, am) });
  }

  return (
    <form
      className="form-stack panel"
      noValidate
      onSubmit={submit}
      aria-labelledby="password-title"
    >
      <h2 id="password-title">{m["account.changePassword"]}</h2>
      <div className="form-row">
        <TextField {...field("password", "account.newPassword")} hint={am["auth.passwordHint"]} />
        <TextField {...field("retypedPassword", "account.retypedPassword")} />
      </div>
      <TextField {...field("oldPassword", "account.oldPassword")} />
      {result ? <Alert tone={result.ok ? "success" : "error"}>{result.text}</Alert> : null}
      <Button type="submit" variant="secondary" loading={busy}>
        {m["account.changePasswordSubmit"]}
      </Button>
    </form>
  );
}
