/** An empty state (feedback.css): an icon, a title, a short text and an optional action. */
import type { ReactNode } from "react";

export function EmptyState({
  icon = "🛒",
  title,
  text,
  action,
}: {
  icon?: string;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty">
      <span className="empty__icon" aria-hidden="true">
        {icon}
      </span>
      <p className="empty__title">{title}</p>
      {text ? <p className="empty__text">{text}</p> : null}
      {action}
    </div>
  );
}
