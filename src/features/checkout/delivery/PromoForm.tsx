/**
 * Discount code or loyalty points (spec 1 §5 Promo codes): typing a code
 * keeps it out of the quote until it is applied; the server's quote answers
 * whether it is valid, with its title and message (a success alert) or the
 * reason it is not (an error alert tied to the field). A guest's LOYALTY (the
 * loyalty points code) is told to log in, with the login beside it; the page
 * reloads after that login (`data-reload-on-login`), the code still typed, and
 * the points apply. The apply button shows its loading state while the code is
 * being checked.
 */
import { useId } from "react";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import type { CodeOutcome } from "../../../contracts/quote.types";
import { format } from "../../../i18n/format";
import { clearPromoCode, typePromoCode } from "../order.actions";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { codeSubmitted, typingCode } from "../checkout.store";

interface Props {
  m: DeliveryStepMessages;
  typed: string;
  /** The outcome of the code sent to be applied (null when none was sent or it is loading). */
  outcome: CodeOutcome | null;
  dirty: boolean;
  loading: boolean;
  loyaltyPoints: number | null;
  /** Where the login link points (the modal opens over the page with script). */
  loginHref: string;
}

export function PromoForm({ m, typed, outcome, dirty, loading, loyaltyPoints, loginHref }: Props) {
  const errorId = useId();
  const error =
    !dirty && outcome && !outcome.ok ? outcome.message || m["basket.promo.notValid"] : "";
  const applied = !dirty && outcome?.ok && outcome.applied.value > 0 ? outcome.applied : null;
  return (
    <div className="promo">
      <form
        className="promo__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) codeSubmitted();
        }}
      >
        <TextField
          className="promo__field"
          label={m["basket.promo.label"]}
          value={typed}
          maxLength={64}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint={
            loyaltyPoints !== null
              ? format(m["basket.promo.loyaltyHint"], { points: loyaltyPoints })
              : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? errorId : undefined}
          onChange={(e) => {
            typePromoCode(e.currentTarget.value.toUpperCase());
            typingCode();
          }}
        />
        <div className="promo__actions">
          <Button
            type="submit"
            variant="secondary"
            loading={loading}
            disabled={loading || !typed.trim()}
          >
            {m["basket.promo.apply"]}
          </Button>
          {typed ? (
            <Button
              variant="link"
              onClick={() => {
                clearPromoCode();
                codeSubmitted();
              }}
            >
              {m["basket.promo.remove"]}
            </Button>
          ) : null}
        </div>
      </form>
      {error ? (
        <div id={errorId}>
          <Alert tone="error" className="promo__error">
            {error}
            {outcome && !outcome.ok && outcome.error === "LOGIN_REQUIRED" ? (
              <>
                {" "}
                <a href={loginHref} data-auth-open data-reload-on-login>
                  {m["checkout.loyaltyLogin"]}
                </a>
              </>
            ) : null}
          </Alert>
        </div>
      ) : null}
      {applied ? (
        <Alert tone="success" className="promo__ok">
          <strong>{applied.title}</strong> {applied.message}
        </Alert>
      ) : null}
    </div>
  );
}
