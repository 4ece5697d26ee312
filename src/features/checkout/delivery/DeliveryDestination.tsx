/**
 * Where the order goes: the delivery country (it decides the options and the
 * VAT) and the post code (some options serve only some post codes; the DPD
 * food check answers for a complete NN-NNN code). The post code is the
 * shipping form's (checkout-form.store.ts): typed here, it is already filled
 * in on the details step, and the quote of both steps uses the same one.
 */
import { SelectField } from "../../../components/ui/SelectField";
import { TextField } from "../../../components/ui/TextField";
import { setDeliveryCountry } from "../order.actions";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { FoodCheck } from "./FoodCheck";
import { updateShip } from "../details/checkout-form.store";

export function DeliveryDestination({
  m,
  countries,
  country,
  postCode,
}: {
  m: DeliveryStepMessages;
  countries: { code: string; name: string }[];
  country: string;
  postCode: string;
}) {
  return (
    <section className="panel" aria-labelledby="destination-heading">
      <h2 id="destination-heading" className="panel__title">
        {m["checkout.destinationTitle"]}
      </h2>
      <div className="form-row">
        <SelectField
          label={m["delivery.country"]}
          value={country}
          autoComplete="country"
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(e) => setDeliveryCountry(e.currentTarget.value)}
        />
        <TextField
          label={m["delivery.postCode"]}
          value={postCode}
          maxLength={10}
          autoComplete="postal-code"
          inputMode="text"
          onChange={(e) => updateShip({ postCode: e.currentTarget.value.trim() })}
        />
      </div>
      <FoodCheck postCode={postCode} m={m} />
    </section>
  );
}
