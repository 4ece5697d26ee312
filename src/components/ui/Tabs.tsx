/**
 * Tabs (tabs.css): a tablist of buttons and the panel of the selected tab,
 * following the ARIA tabs pattern — role tab/tabpanel, the selected tab is the
 * only one in the tab order, ArrowLeft/ArrowRight (wrapping), Home and End
 * move the selection and the focus. The caller owns the selected value.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "./class-names";

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

export function Tabs<V extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
  className,
}: {
  tabs: readonly TabItem<V>[];
  selected: V;
  onSelect: (value: V) => void;
  /** Accessible name of the tablist. */
  label: string;
  /** The selected tab's panel content. */
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.value === selected),
  );
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next =
      e.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : e.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    e.preventDefault();
    onSelect(tab.value);
    refs.current[next]?.focus();
  };
  return (
    <div className={cx("tabs", className)}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={move}>
        {tabs.map((t, i) => (
          <button
            key={t.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.value}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(t.value)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tabs[index]?.value ?? ""}`}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
