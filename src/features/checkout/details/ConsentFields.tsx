/**
 * The consents of the details step (spec 2 §5): terms and processing are
 * required and marked only after an order attempt; marketing is optional.
 */
import { Choice } from "../../../components/ui/Choice";
import type { CheckoutForm } from "../../../domain/checkout/checkout-form";
import { updateForm } from "./checkout-form.store";
import type { DetailsMessages } from "./details.messages";

export function ConsentFields({
  form,
  m,
  tried,
}: {
  form: CheckoutForm;
  m: DetailsMessages;
  tried: boolean;
}) {
  return (
    <section className="panel form-stack" aria-labelledby="consents-heading">
      <h2 id="consents-heading" className="panel__title">
        {m["details.consents"]}
      </h2>
      {(["terms", "processing", "marketing"] as const).map((c) => {
        const missing = tried && c !== "marketing" && !form[c];
        return (
          <div key={c}>
            <Choice
              type="checkbox"
              title={m[`details.${c}`]}
              checked={form[c]}
              onChange={(e) => updateForm({ [c]: e.target.checked })}
              aria-invalid={missing ? true : undefined}
            />
            {missing ? <p className="form-field__error">{m["details.consentRequired"]}</p> : null}
          </div>
        );
      })}
    </section>
  );
}
