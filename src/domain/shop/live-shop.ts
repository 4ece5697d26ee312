/**
 * Whether the shop takes real money (issue 44): the owner's switch in the back office
 * (`payments.live` in the shop settings, /admin/settings). A live shop never offers the
 * embedded test gateway and refuses its notifications (server/payments/test-gateway/
 * availability.ts). The seeded demo shop is not live; a settings document from before the
 * switch existed (no `payments`) counts as live, so an upgraded shop never starts offering
 * test payments.
 */
import type { Settings } from "./settings.types";

export function shopIsLive(settings: Pick<Settings, "payments">): boolean {
  return settings.payments?.live !== false;
}
