/**
 * Share the product (spec 1 §8 product message copiedToClipboard; where the
 * button sits is not shown, so decided): on a phone the system share sheet
 * (`navigator.share`) opens; elsewhere the page's address is copied and the
 * copiedToClipboard alert confirms it. The address shared is the canonical
 * one with the chosen variant (`vr`), never tracking parameters.
 */
import { Button } from "../../components/ui/Button";
import { showAlert } from "../alerts/alerts.store";
import { shareUrl } from "./share-url";

interface Props {
  title: string;
  label: string;
  copied: string;
  failed: string;
}

export function ShareButton({ title, label, copied, failed }: Props) {
  const share = async () => {
    const link = shareUrl(location.href);
    const touch = typeof matchMedia !== "undefined" && matchMedia("(pointer: coarse)").matches;
    if (touch && typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: link });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      showAlert({ type: "success", msg: copied, delayMs: 3_000 });
    } catch {
      showAlert({ type: "warning", msg: failed });
    }
  };
  return (
    <Button variant="secondary" className="ptop__share" onClick={() => void share()}>
      {label}
    </Button>
  );
}
