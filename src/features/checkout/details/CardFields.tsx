/**
 * The braintree card form of the details step (spec 2 §5: the order button
 * is disabled while the card details are invalid). Number, expiry and
 * security code are kept only in the island's memory, never in storage, and
 * are sent only to the provider's tokenizer (card-tokenizer.ts). A field
 * shows its error once it was left or after an order attempt.
 */
import { TextField } from "../../../components/ui/TextField";
import type { CardDetails, CardField } from "../../../domain/checkout/payment-card";
import type { DetailsMessages } from "./details.messages";

interface Props {
  card: CardDetails;
  m: DetailsMessages;
  onChange: (card: CardDetails) => void;
  errorOf: (field: CardField) => string | undefined;
  onLeave: (field: CardField) => void;
}

export function CardFields({ card, m, onChange, errorOf, onLeave }: Props) {
  const field = (name: CardField) => ({
    value: card[name],
    onChange: (e: { target: { value: string } }) => onChange({ ...card, [name]: e.target.value }),
    onBlur: () => onLeave(name),
    error: errorOf(name),
  });
  return (
    <fieldset className="form-stack card-fields">
      <legend className="form-field__label">{m["details.card"]}</legend>
      <TextField
        label={m["details.card.number"]}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        {...field("number")}
      />
      <div className="card-fields__row">
        <TextField
          label={m["details.card.expiry"]}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/RR"
          maxLength={7}
          {...field("expiry")}
        />
        <TextField
          label={m["details.card.cvc"]}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          {...field("cvc")}
        />
      </div>
      <p className="form-field__hint">{m["details.card.note"]}</p>
    </fieldset>
  );
}
