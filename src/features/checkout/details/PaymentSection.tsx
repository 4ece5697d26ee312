/**
 * The payment options of the details step (spec 2 §2, §5): the methods the
 * quote offers for the delivery country as radio cards (a method's fee,
 * cash on delivery's 5 zł, beside it: "+5,00 zł"), a warning when there is
 * none. Card details are never typed here (issue 30): the shopper types them
 * into the payment provider's own page or form after the order is placed.
 */
import { Alert } from "../../../components/ui/Alert";
import { Choice } from "../../../components/ui/Choice";
import type { PaymentOptionView } from "../../../contracts/quote.types";
import { choosePayment } from "./checkout-form.store";
import type { DetailsMessages } from "./details.messages";

interface Props {
  m: DetailsMessages;
  /** The offered methods; null while the quote is loading. */
  payments: PaymentOptionView[] | null;
  paymentId: string | null;
  /** Writes a fee in the shop's currency. */
  money: (amount: number) => string;
}

export function PaymentSection({ m, payments, paymentId, money }: Props) {
  return (
    <section className="panel" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="panel__title">
        {m["details.payment"]}
      </h2>
      {payments && payments.length === 0 ? (
        <Alert tone="warning">{m["details.noPayment"]}</Alert>
      ) : null}
      <div className="choices" role="radiogroup" aria-labelledby="payment-heading">
        {(payments ?? []).map((p) => (
          <Choice
            key={p.id}
            card
            type="radio"
            name="payment"
            title={p.name}
            aside={p.fee > 0 ? `+${money(p.fee)}` : undefined}
            checked={p.id === paymentId}
            onChange={() => choosePayment(p.id)}
          />
        ))}
      </div>
    </section>
  );
}
