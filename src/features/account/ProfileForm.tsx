/**
 * The account page's profile form (spec 2 §2 Account, §5 Account): loyalty
 * points are shown by the page; here the marketing consent, the shipping
 * address with phone and the read-only e-mail, and the company checkbox that
 * reveals the invoice data (company name, NIP, a different invoice address).
 * Save stays disabled until the shared rules (`checkProfile`) pass, and a
 * note under it names the fields to correct; the server checks them again.
 * Each field says what is wrong with it once it was left, or at once when the
 * stored value is wrong (a saved phone or NIP that the rules now refuse).
 * Inputs take no more characters than the server keeps. A save shows the
 * saved confirmation.
 */
import { useId, useMemo, useState, type SubmitEvent } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { Choice } from "../../components/ui/Choice";
import { TextField } from "../../components/ui/TextField";
import type { AccountView } from "../../contracts/account.types";
import {
  checkProfile,
  type ProfileField,
  type ProfileForm as Form,
} from "../../domain/account/account-form";
import { FIELD_LIMITS } from "../../domain/address/limits";
import { deliveryCountryOptions } from "../../domain/checkout/delivery-countries";
import { format } from "../../i18n/format";
import type { FieldMessages } from "../address/address.messages";
import { problemText } from "../address/problem-text";
import { apiPost } from "../shared/api-client";
import type { AccountMessages } from "./account.messages";
import { AddressFields } from "./AddressFields";
import { profilePayload } from "./profile-payload";
import { signedIn, type SessionUser } from "./session";

interface Props {
  account: AccountView;
  locale: string;
  m: AccountMessages;
  /** What a field says is wrong with it (shared with the order details step). */
  fm: FieldMessages;
}

/** The label of each field, for the note that names the fields to correct. */
function labelOf(field: ProfileField): keyof AccountMessages {
  if (field === "companyName" || field === "nip") return `account.${field}`;
  return `account.${field.slice(field.indexOf(".") + 1) as "street"}`;
}

export default function ProfileForm({ account, locale, m, fm }: Props) {
  const [form, setForm] = useState<Form>(account.profile);
  const [left, setLeft] = useState<ReadonlySet<ProfileField>>(new Set());
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const countries = useMemo(() => deliveryCountryOptions(locale), [locale]);
  const problems = checkProfile(form);
  const invalid = Object.keys(problems) as ProfileField[];
  // A stored value the rules refuse is marked from the start (an empty one only once left).
  const [stored] = useState(() => {
    const found = checkProfile(account.profile);
    return new Set(
      (Object.keys(found) as ProfileField[]).filter((f) => found[f]?.code !== "required"),
    );
  });
  const errorOf = (field: ProfileField) => {
    const problem = left.has(field) || stored.has(field) ? problems[field] : undefined;
    return problem ? problemText(fm, problem) : undefined;
  };
  const noteId = useId();
  const blocked = format(m["account.saveBlocked"], {
    fields: [...new Set(invalid.map((f) => m[labelOf(f)]))].join(", "),
  });
  const onLeave = (field: ProfileField) => setLeft((s) => new Set(s).add(field));
  const change = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setState("idle");
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (invalid.length > 0 || state === "saving") return;
    setState("saving");
    const res = await apiPost<SessionUser>("/api/public/me", profilePayload(form));
    if (res.ok) signedIn(res.data);
    setState(res.ok ? "saved" : "failed");
  }

  return (
    <form className="form-stack panel" noValidate onSubmit={submit} aria-labelledby="profile-title">
      <h2 id="profile-title">{m["account.shipping"]}</h2>
      <AddressFields
        prefix="ship"
        value={form.ship}
        onChange={(p) => change({ ship: { ...form.ship, ...p } })}
        {...{ errorOf, onLeave, countries, m }}
        withName
      />
      <div className="form-row">
        <TextField
          label={m["account.phone"]}
          name="ship.phone"
          type="tel"
          autoComplete="shipping tel"
          value={form.ship.phone}
          onChange={(e) => change({ ship: { ...form.ship, phone: e.target.value } })}
          maxLength={FIELD_LIMITS.phone}
          onBlur={() => onLeave("ship.phone")}
          error={errorOf("ship.phone")}
          required
        />
        <TextField label={m["account.email"]} name="email" value={account.email} readOnly />
      </div>
      <Choice
        type="checkbox"
        title={m["account.marketing"]}
        checked={form.marketing}
        onChange={(e) => change({ marketing: e.target.checked })}
      />
      <Choice
        type="checkbox"
        title={m["account.company"]}
        checked={form.company}
        onChange={(e) => change({ company: e.target.checked })}
      />
      {form.company ? (
        <fieldset className="form-stack">
          <legend>{m["account.invoice"]}</legend>
          <div className="form-row">
            <TextField
              label={m["account.companyName"]}
              name="companyName"
              autoComplete="organization"
              value={form.companyName}
              onChange={(e) => change({ companyName: e.target.value })}
              maxLength={FIELD_LIMITS.companyName}
              onBlur={() => onLeave("companyName")}
              error={errorOf("companyName")}
              required
            />
            <TextField
              label={m["account.nip"]}
              name="nip"
              value={form.nip}
              onChange={(e) => change({ nip: e.target.value })}
              maxLength={FIELD_LIMITS.nip}
              onBlur={() => onLeave("nip")}
              error={errorOf("nip")}
              required
            />
          </div>
          <Choice
            type="checkbox"
            title={m["account.differentInvoice"]}
            checked={form.differentInvoice}
            onChange={(e) => change({ differentInvoice: e.target.checked })}
          />
          {form.differentInvoice ? (
            <AddressFields
              prefix="invoice"
              value={form.invoice}
              onChange={(p) => change({ invoice: { ...form.invoice, ...p } })}
              {...{ errorOf, onLeave, countries, m }}
              withName={false}
            />
          ) : null}
        </fieldset>
      ) : null}
      {state === "saved" ? <Alert tone="success">{m["account.saved"]}</Alert> : null}
      {state === "failed" ? <Alert tone="error">{m["account.saveFailed"]}</Alert> : null}
      <Button
        type="submit"
        disabled={invalid.length > 0}
        loading={state === "saving"}
        aria-describedby={invalid.length > 0 ? noteId : undefined}
      >
        {m["account.save"]}
      </Button>
      {invalid.length > 0 ? (
        <p id={noteId} className="form-field__hint">
          {blocked}
        </p>
      ) : null}
    </form>
  );
}
