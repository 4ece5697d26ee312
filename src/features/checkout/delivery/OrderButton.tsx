/**
 * The order button of the delivery step: a link to the next step when the
 * order may go on, otherwise a disabled button with the spec's reason (spec 1
 * §5 Basket order button). Shown in the summary box on wide screens and in
 * the phone action bar; only one of them is visible (and in the
 * accessibility tree) at a time.
 */
import { Button, ButtonLink } from "../../../components/ui/Button";
import type { OrderBlockReason } from "../../../domain/checkout/order-button";
import type { DeliveryStepMessages } from "./delivery-step.keys";

export function OrderButton({
  m,
  blocked,
  detailsHref,
  block,
}: {
  m: DeliveryStepMessages;
  /** Why the order is blocked: null when it may go on, undefined while not known yet. */
  blocked: OrderBlockReason | null | undefined;
  detailsHref: string;
  block?: boolean;
}) {
  if (blocked === null)
    return (
      <ButtonLink block={block} href={detailsHref}>
        {m["delivery.order"]}
      </ButtonLink>
    );
  return (
    <Button block={block} disabled loading={blocked === undefined}>
      {m["delivery.order"]}
    </Button>
  );
}

/** The reason the order button is disabled, in the shopper's words. */
export function blockText(
  m: DeliveryStepMessages,
  blocked: OrderBlockReason | null | undefined,
): string {
  return blocked ? m[`delivery.block.${blocked}`] : "";
}
