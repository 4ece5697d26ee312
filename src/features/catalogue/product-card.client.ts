/**
 * Add to basket from a product box (spec 1 §5: quantity 1; max 99999 without
 * variants, the chosen variant's stock otherwise). Event delegation on the
 * document, so one listener serves every grid. Without JavaScript the form
 * opens the product page instead.
 */
import { addToBasket, afterBasketAdd } from "../basket/basket.store";
import { showAlert } from "../alerts/alerts.store";

type AfterAdd = "notification" | "showBasket" | "summary";
const AFTER: readonly AfterAdd[] = ["notification", "showBasket", "summary"];

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches("form[data-add-to-basket]")) return;
  event.preventDefault();
  const data = form.dataset;
  const select = form.querySelector<HTMLSelectElement>('select[name="vr"]');
  const option = select?.selectedOptions[0];
  const variantHash = select ? select.value : "";
  const max = Number((option ? option.dataset["max"] : data["max"]) ?? 0);
  const result = addToBasket(
    { product: data["product"] ?? "", variantHash, quantity: 1, type: data["type"] ?? "normal" },
    Number.isFinite(max) ? max : 0,
  );
  if (result.added <= 0) {
    showAlert({ type: "info", msg: data["inBasket"] ?? "", delayMs: 3_000 });
    return;
  }
  const mode = AFTER.find((m) => m === data["after"]) ?? "notification";
  afterBasketAdd(mode, { message: data["message"] ?? "", deliveryHref: data["delivery"] ?? "/" });
});
