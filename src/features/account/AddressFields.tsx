/**
 * The address fields of the account form (shipping, or a different invoice
 * address): name, street, number, apartment, post code, city and a country
 * picker. Errors show once a field was left (or on a saved value).
 */
import { SelectField } from "../../components/ui/SelectField";
import { TextField } from "../../components/ui/TextField";
import type { AddressForm, ProfileField } from "../../domain/account/account-form";
import { FIELD_LIMITS } from "../../domain/address/limits";
import type { CountryOption } from "../../domain/checkout/delivery-countries";
import type { AccountMessages } from "./account.messages";

interface Props {
  prefix: "ship" | "invoice";
  value: AddressForm;
  onChange: (patch: Partial<AddressForm>) => void;
  errorOf: (field: ProfileField) => string | undefined;
  onLeave: (field: ProfileField) => void;
  countries: readonly CountryOption[];
  m: AccountMessages;
  withName: boolean;
}

const TEXT = [
  ["street", "account.street", "address-line1"],
  ["number", "account.number", "off"],
  ["apartment", "account.apartment", "address-line2"],
  ["postCode", "account.postCode", "postal-code"],
  ["city", "account.city", "address-level2"],
] as const;

export function AddressFields({
  prefix,
  value,
  onChange,
  errorOf,
  onLeave,
  countries,
  m,
  withName,
}: Props) {
  const section = prefix === "ship" ? "shipping" : "billing";
  return (
    <>
      {withName ? (
        <TextField
          label={m["account.name"]}
          name={`${prefix}.name`}
          autoComplete={`${section} name`}
          value={value.name}
          onChange={(e) => onChange({ name: e.target.value })}
          maxLength={FIELD_LIMITS.name}
          onBlur={() => onLeave(`${prefix}.name`)}
          error={errorOf(`${prefix}.name`)}
          required
        />
      ) : null}
      <div className="form-row">
        {TEXT.map(([field, label, autoComplete]) => (
          <TextField
            key={field}
            label={m[label]}
            name={`${prefix}.${field}`}
            autoComplete={autoComplete === "off" ? "off" : `${section} ${autoComplete}`}
            value={value[field]}
            onChange={(e) => onChange({ [field]: e.target.value })}
            maxLength={FIELD_LIMITS[field]}
            onBlur={() => onLeave(`${prefix}.${field}`)}
            error={errorOf(`${prefix}.${field}`)}
            required={field !== "apartment"}
          />
        ))}
        <SelectField
          label={m["account.country"]}
          name={`${prefix}.country`}
          value={value.country}
          onChange={(e) => onChange({ country: e.target.value })}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
        />
      </div>
    </>
  );
}
