/**
 * The payment options of the details step (spec 2 §2, §5): the methods the
 * quote offers for the delivery country as radio cards in groups (cards and
 * wallets, transfers and BLIK, pay later, on delivery, others; the rule is
 * `groupPayments` in src/domain/checkout/payment-groups.ts), each group and
 * method with a small neutral mark, a method's fee beside it (cash on
 * delivery's 5 zł: "+5,00 zł"), a warning when there is none; a method the
 * shop's test gateway takes (the demo shop, issue 44) says it is a test
 * payment that takes no money. Wallets the
 * browser cannot pay with were already left out (`offeredPayments`). Card
 * details are never typed here (issue 30): the shopper types them into the
 * payment provider's own page or form after the order is placed.
 */
import { Alert } from "../../../components/ui/Alert";
import { Choice } from "../../../components/ui/Choice";
import type { PaymentOptionView } from "../../../contracts/quote.types";
import { groupPayments } from "../../../domain/checkout/payment-groups";
import { choosePayment } from "./checkout-form.store";
import type { DetailsMessages } from "./details.messages";
import { markOf, PaymentMark } from "./PaymentMark";
import "./payment.css";

interface Props {
  m: DetailsMessages;
  /** The offered methods; null while the quote is loading. */
  payments: PaymentOptionView[] | null;
  paymentId: string | null;
  /** Writes a fee in the shop's currency. */
  money: (amount: number) => string;
}

export function PaymentSection({ m, payments, paymentId, money }: Props) {
  const groups = groupPayments(payments ?? []);
  return (
    <section className="panel" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="panel__title">
        {m["details.payment"]}
      </h2>
      {payments && payments.length === 0 ? (
        <Alert tone="warning">{m["details.noPayment"]}</Alert>
      ) : null}
      <div className="pay-groups" role="radiogroup" aria-labelledby="payment-heading">
        {groups.map(({ group, methods }) => (
          <div key={group} className="pay-group" role="group" aria-labelledby={`pay-${group}`}>
            <h3 id={`pay-${group}`} className="pay-group__title">
              <PaymentMark kind={group} />
              {m[`details.payGroup.${group}`]}
            </h3>
            <div className="choices">
              {methods.map((p) => (
                <Choice
                  key={p.id}
                  card
                  type="radio"
                  name="payment"
                  className="pay-choice"
                  title={
                    <span className="pay-choice__title">
                      <PaymentMark kind={markOf(group, p.subType)} />
                      {p.name}
                    </span>
                  }
                  text={p.test ? m["details.testPayment"] : undefined}
                  aside={p.fee > 0 ? `+${money(p.fee)}` : undefined}
                  checked={p.id === paymentId}
                  onChange={() => choosePayment(p.id)}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
