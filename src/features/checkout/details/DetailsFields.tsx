/**
 * The order details step's fields (spec 2 §2 Order details step, §5
 * Checkout): the shipping address with phone and e-mail twice, the comment,
 * and the company's invoice data with an optional different invoice
 * address with its country. A field shows what is wrong with it once it was
 * left or after a submit attempt (`errorOf`), and takes no more characters
 * than the server keeps (`maxLength` from domain/address/limits.ts).
 */
import { useMemo } from "react";
import { Choice } from "../../../components/ui/Choice";
import { SelectField } from "../../../components/ui/SelectField";
import { TextField } from "../../../components/ui/TextField";
import { FIELD_LIMITS } from "../../../domain/address/limits";
import { deliveryCountryOptions } from "../../../domain/checkout/delivery-countries";
import type { CheckoutField, CheckoutForm } from "../../../domain/checkout/checkout-form";
import { updateForm, updateInvoice, updateShip } from "./checkout-form.store";
import type { DetailsMessages } from "./details.messages";

interface Props {
  form: CheckoutForm;
  m: DetailsMessages;
  errorOf: (field: CheckoutField) => string | undefined;
  onLeave: (field: CheckoutField) => void;
  nipRequired: boolean;
  locale: string;
}

const ADDRESS = [
  ["street", "details.street", "address-line1"],
  ["number", "details.number", "off"],
  ["apartment", "details.apartment", "address-line2"],
  ["postCode", "details.postCode", "postal-code"],
  ["city", "details.city", "address-level2"],
] as const;

export function DetailsFields({ form, m, errorOf, onLeave, nipRequired, locale }: Props) {
  const field = (name: CheckoutField) => ({ onBlur: () => onLeave(name), error: errorOf(name) });
  const countries = useMemo(() => deliveryCountryOptions(locale), [locale]);
  return (
    <>
      <section className="panel form-stack" aria-labelledby="ship-heading">
        <h2 id="ship-heading" className="panel__title">
          {m["details.shipping"]}
        </h2>
        <TextField
          label={m["details.name"]}
          autoComplete="shipping name"
          value={form.ship.name}
          onChange={(e) => updateShip({ name: e.target.value })}
          maxLength={FIELD_LIMITS.name}
          required
          {...field("ship.name")}
        />
        <div className="form-row">
          {ADDRESS.map(([key, label, auto]) => (
            <TextField
              key={key}
              label={m[label]}
              autoComplete={auto === "off" ? "off" : `shipping ${auto}`}
              value={form.ship[key]}
              onChange={(e) => updateShip({ [key]: e.target.value })}
              maxLength={FIELD_LIMITS[key]}
              required={key !== "apartment"}
              {...field(`ship.${key}`)}
            />
          ))}
          <TextField
            label={m["details.phone"]}
            type="tel"
            autoComplete="shipping tel"
            value={form.ship.phone}
            onChange={(e) => updateShip({ phone: e.target.value })}
            maxLength={FIELD_LIMITS.phone}
            required
            {...field("ship.phone")}
          />
        </div>
        <div className="form-row">
          <TextField
            label={m["details.email"]}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => updateForm({ email: e.target.value })}
            maxLength={FIELD_LIMITS.email}
            required
            {...field("email")}
          />
          <TextField
            label={m["details.retypedEmail"]}
            type="email"
            value={form.retypedEmail}
            onChange={(e) => updateForm({ retypedEmail: e.target.value })}
            maxLength={FIELD_LIMITS.email}
            required
            {...field("retypedEmail")}
          />
        </div>
        <TextField
          label={m["details.comment"]}
          value={form.comment}
          onChange={(e) => updateForm({ comment: e.target.value })}
          maxLength={FIELD_LIMITS.comment}
          {...field("comment")}
        />
      </section>
      <section className="panel form-stack" aria-labelledby="invoice-heading">
        <h2 id="invoice-heading" className="panel__title">
          {m["details.invoice"]}
        </h2>
        <Choice
          type="checkbox"
          title={m["details.company"]}
          checked={form.company}
          onChange={(e) => updateForm({ company: e.target.checked })}
          aria-invalid={errorOf("company") ? true : undefined}
        />
        {form.company ? (
          <>
            <div className="form-row">
              <TextField
                label={m["details.invoiceName"]}
                autoComplete="organization"
                value={form.invoice.name}
                onChange={(e) => updateInvoice({ name: e.target.value })}
                maxLength={FIELD_LIMITS.companyName}
                required
                {...field("invoice.name")}
              />
              <TextField
                label={m["details.nip"]}
                value={form.nip}
                onChange={(e) => updateForm({ nip: e.target.value })}
                maxLength={FIELD_LIMITS.nip}
                required={nipRequired}
                {...field("nip")}
              />
            </div>
            <Choice
              type="checkbox"
              title={m["details.showInvoice"]}
              checked={form.showInvoice}
              onChange={(e) => updateForm({ showInvoice: e.target.checked })}
            />
            {form.showInvoice ? (
              <div className="form-row">
                {ADDRESS.map(([key, label, auto]) => (
                  <TextField
                    key={key}
                    label={m[label]}
                    autoComplete={auto === "off" ? "off" : `billing ${auto}`}
                    value={form.invoice[key]}
                    onChange={(e) => updateInvoice({ [key]: e.target.value })}
                    maxLength={FIELD_LIMITS[key]}
                    required={key !== "apartment"}
                    {...field(`invoice.${key}`)}
                  />
                ))}
                <SelectField
                  label={m["details.country"]}
                  autoComplete="billing country"
                  value={form.invoice.country}
                  onChange={(e) => updateInvoice({ country: e.target.value })}
                  options={countries.map((c) => ({ value: c.code, label: c.name }))}
                />
              </div>
            ) : null}
          </>
        ) : null}
      </section>
    </>
  );
}
