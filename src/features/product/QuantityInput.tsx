/**
 * A quantity stepper: − and + are disabled at the bounds, typed values are
 * clamped. With `unit` (a weight product's "kg") the quantity is written in
 * the locale ("0,5" in Polish; a typed comma or point both count) and the
 * unit follows it.
 */
import { useEffect, useState } from "react";
import { canDecrease, canIncrease, clampQuantity } from "../../domain/basket/stock";

interface Props {
  label: string;
  increaseLabel: string;
  decreaseLabel: string;
  value: number;
  max: number;
  factor: number;
  allowZero?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The unit the quantity counts (a weight product's "kg"), shown after it. */
  unit?: string | undefined;
  /** The shop's locale, for the decimal separator when a unit is shown. */
  locale?: string | undefined;
  onChange: (value: number) => void;
}

function quantityText(value: number, unit: string | undefined, locale: string | undefined): string {
  if (!unit || !locale) return String(value);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4, useGrouping: false }).format(
    value,
  );
}

export function QuantityInput(props: Props) {
  const { value, max, factor, allowZero, onChange, unit, locale } = props;
  const [text, setText] = useState(quantityText(value, unit, locale));
  useEffect(() => setText(quantityText(value, unit, locale)), [value, unit, locale]);
  const bounds = { max, quantityFactor: factor, allowZero };
  const commit = (raw: string) => {
    const next = clampQuantity(Number(raw.replace(",", ".")), bounds);
    setText(quantityText(next, unit, locale));
    onChange(next);
  };
  return (
    <div className="stepper">
      <button
        type="button"
        aria-label={props.decreaseLabel}
        disabled={props.disabled || !canDecrease(value, { quantityFactor: factor, allowZero })}
        onClick={() => onChange(clampQuantity(value - factor, bounds))}
      >
        −
      </button>
      <input
        type="text"
        inputMode="decimal"
        aria-label={props.label}
        value={text}
        disabled={props.disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget.value);
        }}
      />
      {unit ? <span className="stepper__unit">{unit}</span> : null}
      <button
        type="button"
        aria-label={props.increaseLabel}
        disabled={props.disabled || !canIncrease(value, max, factor)}
        onClick={() => onChange(clampQuantity(value + factor, bounds))}
      >
        +
      </button>
    </div>
  );
}
