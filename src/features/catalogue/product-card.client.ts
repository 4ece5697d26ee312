/**
 * Add to basket from a product box (spec 1 §5; QuickAdd.astro): quantity 1 from the box's
 * button, or the chooser's variant (`vr` radio) and quantity; max 99999 without variants, the
 * chosen variant's stock otherwise (`data-max` of the radio, else of the form). Event
 * delegation on the document, so one listener serves every grid. Without JavaScript the forms
 * open the product page instead. It ships in the shell's first chunk, which a category page's
 * budget holds to the byte: a dynamic import would bring the bundler's preload helper (about
 * 580 bytes gzip), so the chooser has no script of its own (its quantity is a native number
 * field) and this file stays as small as before.
 */
import { addToBasket, afterBasketAdd } from "../basket/basket.store";
import { showAlert } from "../alerts/alerts.store";

type AfterAdd = "notification" | "showBasket" | "summary";
const AFTER: readonly AfterAdd[] = ["notification", "showBasket", "summary"];

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches("[data-add-to-basket]")) return;
  event.preventDefault();
  const data = form.dataset;
  const radio = form.querySelector<HTMLInputElement>("[name=vr]:checked");
  // addToBasket adds nothing against a maximum that is not a number.
  const result = addToBasket(
    {
      product: data["product"] ?? "",
      variantHash: radio?.value ?? "",
      quantity: Number(new FormData(form).get("qty")),
      type: data["type"] ?? "normal",
    },
    Number((radio ?? form).dataset["max"]),
  );
  form.closest<HTMLElement>("[popover]")?.hidePopover();
  if (result.added <= 0) {
    showAlert({ type: "info", msg: data["inBasket"] ?? "", delayMs: 3_000 });
    return;
  }
  const mode = AFTER.find((m) => m === data["after"]) ?? "notification";
  afterBasketAdd(mode, { message: data["message"] ?? "", deliveryHref: data["delivery"] ?? "/" });
});
