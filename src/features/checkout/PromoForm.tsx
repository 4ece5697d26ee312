/**
 * Discount code or loyalty points (spec 1 §5 Promo codes): typing a code
 * keeps it out of the quote until it is applied; the server's quote answers
 * whether it is valid, with its title and message or the reason it is not.
 */
import type { CodeOutcome } from "../../contracts/quote.types";
import { fill as format } from "../basket/fill";
import { clearPromoCode, typePromoCode } from "../basket/order.store";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { codeSubmitted, typingCode } from "./checkout.store";

interface Props {
  m: DeliveryStepMessages;
  typed: string;
  /** The outcome of the code sent to be applied (null when none was sent or it is loading). */
  outcome: CodeOutcome | null;
  dirty: boolean;
  loading: boolean;
  loyaltyPoints: number | null;
}

export function PromoForm({ m, typed, outcome, dirty, loading, loyaltyPoints }: Props) {
  const error =
    !dirty && outcome && !outcome.ok ? outcome.message || m["basket.promo.notValid"] : "";
  const applied = !dirty && outcome?.ok && outcome.applied.value > 0 ? outcome.applied : null;
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) codeSubmitted();
        }}
      >
        <label>
          {m["basket.promo.label"]}{" "}
          <input
            value={typed}
            maxLength={64}
            onChange={(e) => {
              typePromoCode(e.currentTarget.value.toUpperCase());
              typingCode();
            }}
          />
        </label>{" "}
        <button type="submit" className="btn" disabled={loading || !typed.trim()}>
          {m["basket.promo.apply"]}
        </button>{" "}
        {typed ? (
          <button
            type="button"
            className="btn"
            onClick={() => {
              clearPromoCode();
              codeSubmitted();
            }}
          >
            {m["basket.promo.remove"]}
          </button>
        ) : null}
      </form>
      {loyaltyPoints !== null ? (
        <p>{format(m["basket.promo.loyaltyHint"], { points: loyaltyPoints })}</p>
      ) : null}
      {error ? (
        <p role="alert" className="promo__error">
          {error}
        </p>
      ) : null}
      {applied ? (
        <p role="status" className="promo__ok">
          <strong>{applied.title}</strong> {applied.message}
        </p>
      ) : null}
    </>
  );
}
