/**
 * Price range filter: two sliders with a live min–max preview. Server-rendered
 * as a GET form (`price_min`, `price_max`, redirected by the page to the
 * shareable `price=min-max`), so it works without JavaScript. Once hydrated
 * (on first interaction) releasing a slider applies the range at once by
 * navigating to the filtered URL.
 */
import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { Button } from "../../components/ui/Button";
import { serverPure } from "../shared/server-pure";

type Keys =
  | "filters.price"
  | "filters.priceMin"
  | "filters.priceMax"
  | "filters.priceRange"
  | "filters.apply";

export interface PriceFilterProps {
  action: string;
  /** The other query parameters of the current listing, kept on apply. */
  hidden: [string, string][];
  bounds: { min: number; max: number };
  selected: { min?: number | undefined; max?: number | undefined } | null;
  symbol: string;
  messages: Record<Keys, string>;
}

const APPLY_DELAY_MS = 400;

export function priceHref(
  action: string,
  hidden: readonly [string, string][],
  range: { min: number; max: number },
  bounds: { min: number; max: number },
): string {
  const params = new URLSearchParams(hidden.filter(([k]) => k !== "price"));
  const full = range.min <= bounds.min && range.max >= bounds.max;
  if (!full) params.set("price", `${range.min}-${range.max}`);
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

export default function PriceFilter(props: PriceFilterProps) {
  const { bounds, messages: m } = props;
  const clamp = (n: number) => Math.min(Math.max(Math.round(n), bounds.min), bounds.max);
  const [min, setMin] = useState(clamp(props.selected?.min ?? bounds.min));
  const [max, setMax] = useState(clamp(props.selected?.max ?? bounds.max));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const range = useRef({ min, max });
  range.current = { min, max };
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const apply = () => {
    clearTimeout(timer.current ?? undefined);
    window.location.assign(priceHref(props.action, props.hidden, range.current, bounds));
  };
  const applySoon = () => {
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(apply, APPLY_DELAY_MS);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    apply();
  };
  const format = (n: number) => `${n} ${props.symbol}`;

  return (
    <form className="price-filter" method="get" action={props.action} onSubmit={onSubmit}>
      {props.hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <output className="price-filter__preview" aria-live="polite">
        {m["filters.priceRange"].replace("{min}", format(min)).replace("{max}", format(max))}
      </output>
      <label className="price-filter__row">
        <span>{m["filters.priceMin"]}</span>
        <input
          type="range"
          name="price_min"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={min}
          onChange={(e) => setMin(Math.min(Number(e.target.value), max))}
          onPointerUp={applySoon}
          onKeyUp={applySoon}
        />
      </label>
      <label className="price-filter__row">
        <span>{m["filters.priceMax"]}</span>
        <input
          type="range"
          name="price_max"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={max}
          onChange={(e) => setMax(Math.max(Number(e.target.value), min))}
          onPointerUp={applySoon}
          onKeyUp={applySoon}
        />
      </label>
      <Button type="submit" variant="secondary">
        {m["filters.apply"]}
      </Button>
    </form>
  );
}

// Its server HTML depends on its props alone (see serverPure).
serverPure(PriceFilter);
