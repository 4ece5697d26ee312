/**
 * A modal dialog or drawer on the native `<dialog>` (modal.css): opened with
 * showModal() so focus is trapped and the page behind is inert; Escape, the
 * close button and a click on the backdrop close it (`onClose`). On phones it
 * is a bottom sheet (a drawer: a full-height sheet).
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { cx } from "./class-names";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button (the shop's language). */
  closeLabel: string;
  children?: ReactNode;
  footer?: ReactNode;
  /** Up to 1120 px wide (maps, tables). */
  wide?: boolean;
  /** Slide in from the side instead of a centred card. */
  drawer?: boolean;
  className?: string;
}

export function Modal(props: ModalProps) {
  const { open, onClose, title, closeLabel, children, footer, wide, drawer } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={cx(drawer ? "drawer" : "modal", wide && "modal--wide", props.className)}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="modal__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn--icon" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      </div>
      {open ? <div className="modal__body">{children}</div> : null}
      {open && footer ? <div className="modal__foot">{footer}</div> : null}
    </dialog>
  );
}
