/**
 * − / quantity / + control of a basket or wishlist row. The caller decides the
 * bounds (basket and wishlist follow different rules in src/domain/basket/stock.ts);
 * typed values that are not positive numbers are ignored.
 */
export interface QuantityStepperProps {
  /** Product name, for the controls' accessible names. */
  name: string;
  quantity: number;
  step: number;
  max: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onSet: (quantity: number) => void;
  labels: { decrease: string; quantity: string; increase: string };
}

export function QuantityStepper(props: QuantityStepperProps) {
  const { name, quantity, step, labels } = props;
  return (
    <div className="stepper">
      <button
        type="button"
        aria-label={`${labels.decrease}: ${name}`}
        disabled={!props.canDecrease}
        onClick={() => props.onSet(quantity - step)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="decimal"
        aria-label={`${labels.quantity}: ${name}`}
        value={quantity}
        min={step}
        max={props.max}
        step={step}
        onChange={(e) => {
          const q = Number(e.currentTarget.value);
          if (Number.isFinite(q) && q > 0) props.onSet(q);
        }}
      />
      <button
        type="button"
        aria-label={`${labels.increase}: ${name}`}
        disabled={!props.canIncrease}
        onClick={() => props.onSet(quantity + step)}
      >
        +
      </button>
    </div>
  );
}
