/**
 * Alerts (spec 2 §3 Alert: type, msg, reload text). Not persisted: alerts are
 * reset on every start. Each alert hides itself after its delay, clamped to
 * the spec's 2–30 s; islands call `showAlert`, never `$alerts.set`.
 */
import { atom } from "nanostores";

export type AlertType = "success" | "info" | "warning";

export interface Alert {
  id: number;
  type: AlertType;
  msg: string;
  /** Label of a "reload the page" action, when the alert offers one. */
  reload?: string | undefined;
  delayMs: number;
  /** Hide when the alert is clicked. */
  hideOnClick: boolean;
}

export const ALERT_MIN_MS = 2_000;
export const ALERT_MAX_MS = 30_000;
export const ALERT_DEFAULT_MS = 5_000;

export const $alerts = atom<Alert[]>([]);

let nextId = 1;

export function clampAlertDelay(ms: number): number {
  if (!Number.isFinite(ms)) return ALERT_DEFAULT_MS;
  return Math.min(Math.max(ms, ALERT_MIN_MS), ALERT_MAX_MS);
}

export function dismissAlert(id: number): void {
  $alerts.set($alerts.get().filter((a) => a.id !== id));
}

export function showAlert(input: {
  type: AlertType;
  msg: string;
  reload?: string | undefined;
  delayMs?: number | undefined;
  hideOnClick?: boolean | undefined;
}): number {
  const alert: Alert = {
    id: nextId++,
    type: input.type,
    msg: input.msg,
    reload: input.reload,
    delayMs: clampAlertDelay(input.delayMs ?? ALERT_DEFAULT_MS),
    hideOnClick: input.hideOnClick ?? true,
  };
  $alerts.set([...$alerts.get(), alert]);
  setTimeout(() => dismissAlert(alert.id), alert.delayMs);
  return alert.id;
}
