/** A quantity stepper: − and + are disabled at the bounds, typed values are clamped. */
import { useEffect, useState } from "react";
import { canDecrease, canIncrease, clampQuantity } from "../../domain/stock";

interface Props {
  label: string;
  increaseLabel: string;
  decreaseLabel: string;
  value: number;
  max: number;
  factor: number;
  allowZero?: boolean | undefined;
  disabled?: boolean | undefined;
  onChange: (value: number) => void;
}

export function QuantityInput(props: Props) {
  const { value, max, factor, allowZero, onChange } = props;
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const bounds = { max, quantityFactor: factor, allowZero };
  const commit = (raw: string) => {
    const next = clampQuantity(Number(raw.replace(",", ".")), bounds);
    setText(String(next));
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
