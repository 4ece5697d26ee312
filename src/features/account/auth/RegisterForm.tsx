/**
 * The modal's register mode (spec 2 §5 Registration, §3 Registration
 * payload): the shared rules (`checkRegistration`) mark each invalid field
 * and show the one message (formInvalid, emailDontMatch, passwordDontMatch,
 * needRulesAcceptance) after a submit attempt; country (default pl), NIP
 * and phone only when the shop demands them. The server checks the same
 * rules; EMAIL_TAKEN becomes emailTaken. Success shows the registered
 * confirmation.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState, type SubmitEvent } from "react";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { Choice } from "../../../components/ui/Choice";
import { SelectField } from "../../../components/ui/SelectField";
import { TextField } from "../../../components/ui/TextField";
import { format } from "../../../i18n/format";
import { deliveryCountryOptions } from "../../../domain/checkout/delivery-countries";
import {
  checkRegistration,
  type RegistrationField,
  type RegistrationForm,
} from "../../../domain/account/registration";
import { apiPost } from "../../shared/api-client";
import type { AuthMessageKey, AuthMessages } from "./auth.messages";
import { authErrorText } from "./auth-errors";
import type { AuthProps } from "../../../contracts/auth-props.types";
import { $socialRegistration, openAuth, showRegistered } from "./auth-modal.store";

const FIELD_ERRORS: Partial<Record<RegistrationField, AuthMessageKey>> = {
  name: "auth.invalidName",
  email: "auth.invalidEmail",
  retypedEmail: "auth.emailDontMatch",
  password: "auth.invalidPassword",
  retypedPassword: "auth.passwordDontMatch",
  country: "auth.invalidCountry",
  nip: "auth.invalidNip",
  phone: "auth.invalidPhone",
};

type RegisterState = { [K in keyof RegistrationForm]-?: NonNullable<RegistrationForm[K]> };

const EMPTY: RegisterState = {
  name: "",
  email: "",
  retypedEmail: "",
  password: "",
  retypedPassword: "",
  country: "pl",
  nip: "",
  phone: "",
  terms: false,
  processing: false,
  marketing: false,
};

export function RegisterForm({ m, shop }: { m: AuthMessages; shop: AuthProps }) {
  const social = useStore($socialRegistration);
  const [form, setForm] = useState(() => ({ ...EMPTY, name: social?.name ?? "" }));
  // A social login without an e-mail arrives while the form is open: take the person's name.
  useEffect(() => {
    if (social?.name) setForm((f) => ({ ...f, name: f.name || social.name }));
  }, [social]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const countries = useMemo(() => deliveryCountryOptions(shop.locale), [shop.locale]);
  const check = checkRegistration(form, shop.fields);
  const invalid = new Set(tried && !check.ok ? check.fields : []);
  const set = (patch: Partial<RegisterState>) => setForm((f) => ({ ...f, ...patch }));
  const fieldError = (field: RegistrationField) => {
    if (!invalid.has(field)) return undefined;
    const key = FIELD_ERRORS[field];
    if (key) return m[key];
    return m["auth.required"];
  };
  const text = (field: RegistrationField & keyof RegisterState, label: AuthMessageKey) => ({
    label: m[label],
    name: field,
    value: String(form[field] ?? ""),
    onChange: (e: { target: { value: string } }) => set({ [field]: e.target.value }),
    error: fieldError(field),
  });

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setTried(true);
    setError("");
    if (!check.ok || busy) return;
    setBusy(true);
    const email = form.email.trim().toLowerCase();
    const res = await apiPost<{ email: string }>("/api/public/register", {
      lang: shop.lang,
      ...form,
      email,
      retypedEmail: form.retypedEmail.trim().toLowerCase(),
      name: form.name.trim(),
      country: shop.fields.country ? form.country : undefined,
      nip: shop.fields.nip ? form.nip.trim() : undefined,
      phone: shop.fields.phone ? form.phone.trim() : undefined,
      extId: social?.extId,
    });
    setBusy(false);
    if (res.ok) showRegistered(res.data.email);
    else setError(authErrorText("register", res, m));
  }

  const message = tried && !check.ok ? m[`auth.${check.message}`] : error;
  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      {message ? <Alert tone="error">{message}</Alert> : null}
      <TextField {...text("name", "auth.name")} autoComplete="name" required />
      <div className="form-row">
        <TextField {...text("email", "auth.email")} type="email" autoComplete="email" required />
        <TextField {...text("retypedEmail", "auth.retypedEmail")} type="email" required />
      </div>
      <div className="form-row">
        <TextField
          {...text("password", "auth.password")}
          type="password"
          autoComplete="new-password"
          hint={m["auth.passwordHint"]}
          required
        />
        <TextField
          {...text("retypedPassword", "auth.retypedPassword")}
          type="password"
          autoComplete="new-password"
          required
        />
      </div>
      {shop.fields.country || shop.fields.nip || shop.fields.phone ? (
        <div className="form-row">
          {shop.fields.country ? (
            <SelectField
              label={m["auth.country"]}
              name="country"
              value={form.country}
              onChange={(e) => set({ country: e.target.value })}
              options={countries.map((c) => ({ value: c.code, label: c.name }))}
            />
          ) : null}
          {shop.fields.nip ? <TextField {...text("nip", "auth.nip")} required /> : null}
          {shop.fields.phone ? (
            <TextField {...text("phone", "auth.phone")} type="tel" autoComplete="tel" required />
          ) : null}
        </div>
      ) : null}
      <div className="choices">
        {(["terms", "processing", "marketing"] as const).map((consent) => (
          <Choice
            key={consent}
            type="checkbox"
            name={consent}
            checked={form[consent]}
            onChange={(e) => set({ [consent]: e.target.checked })}
            title={m[`auth.${consent}`]}
            aria-invalid={invalid.has(consent as RegistrationField) ? true : undefined}
          />
        ))}
      </div>
      {/* The data-protection information (spec 2 §2): a disclosure, not a second modal. */}
      <details className="auth__data">
        <summary>{m["auth.dataInfo"]}</summary>
        <p>{format(m["auth.dataInfoText"], shop.controller)}</p>
      </details>
      <Button type="submit" block loading={busy}>
        {m["auth.submitRegister"]}
      </Button>
      <span>
        {m["auth.haveAccount"]}{" "}
        <Button variant="link" onClick={() => openAuth("login")}>
          {m["auth.login"]}
        </Button>
      </span>
    </form>
  );
}
