/**
 * The product carousel's layout rules (spec 2 §2 Home page "Gallery"): 4
 * items per row when the side text is on top, 2 when it is on the left or
 * right, 1 on small screens (under 600 px); arrows appear only when there are
 * more products than fit in a row.
 */
export type CarouselPlacement = "top" | "left" | "right";

export function itemsPerRow(placement: CarouselPlacement, phone: boolean): number {
  if (phone) return 1;
  return placement === "top" ? 4 : 2;
}

export function showsArrows(count: number, placement: CarouselPlacement, phone: boolean): boolean {
  return count > itemsPerRow(placement, phone);
}
