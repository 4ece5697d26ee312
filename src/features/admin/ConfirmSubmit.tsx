/**
 * A form's submit button for a move that cannot be undone (issue 44 item 15), asking first: a
 * required checkbox ("Yes, cancel the order") that works without JavaScript, which the server
 * requires too (server/http/admin/confirm.ts); with JavaScript (confirm-dialog.ts) the checkbox
 * hides and the button opens the design system's dialog, whose "yes" sends `confirm=yes`. One
 * mechanism for the server-rendered pages (rendered here without hydration; the page's script
 * runs `enhanceConfirms`) and the islands (which enhance it when they mount).
 */
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/Button";
import { Choice } from "../../components/ui/Choice";
import type { ButtonLook } from "../../components/ui/class-names";
import { enhanceConfirm } from "./confirm-dialog";

export interface ConfirmTexts {
  /** The checkbox without JavaScript: "Yes, I want to cancel this order". */
  check: string;
  /** The dialog's title: "Cancel order 2026/12/01/XMV002?". */
  question: string;
  /** What the move does, in the dialog. */
  text: string;
  yes: string;
  no: string;
}

export interface ConfirmSubmitProps {
  /** Unique in the page: the dialog's title and the checkbox's error are named after it. */
  id: string;
  label: string;
  texts: ConfirmTexts;
  variant?: ButtonLook["variant"];
  /** Why the last post was refused (the checkbox was not ticked), shown at the checkbox. */
  error?: string | undefined;
}

export function ConfirmSubmit({ id, label, texts, variant, error }: ConfirmSubmitProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) enhanceConfirm(box.current);
  }, []);
  return (
    <div className="form-stack" data-confirm ref={box}>
      <div data-confirm-check>
        <Choice
          type="checkbox"
          name="confirm"
          value="yes"
          required
          title={texts.check}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="form-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" variant={variant}>
          {label}
        </Button>
      </div>
      <dialog className="modal" aria-labelledby={`${id}-title`}>
        <div className="modal__head">
          <h2 id={`${id}-title`}>{texts.question}</h2>
        </div>
        <div className="modal__body">
          <p>{texts.text}</p>
        </div>
        <div className="modal__foot">
          <Button variant="secondary" data-confirm-no>
            {texts.no}
          </Button>
          <Button type="submit" name="confirm" value="yes">
            {texts.yes}
          </Button>
        </div>
      </dialog>
    </div>
  );
}
