/**
 * The gallery's full-screen overlay (Gallery.tsx): a modal <dialog> with the image, its
 * position, a close button and arrows; Escape closes, ArrowLeft/ArrowRight and swipes (25 px
 * or 15 % of the width) move, wrapping around.
 */
import { useEffect, useRef } from "react";
import { swipeDirection } from "./swipe";
import type { TopMessages } from "../island-keys";
import { format } from "../../../i18n/format";
import type { GalleryImage } from "../product-view.types";

export function GalleryOverlay(props: {
  images: GalleryImage[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
  messages: TopMessages;
}) {
  const { images, index, onIndex, onClose, messages } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const image = images[index] ?? images[0];
  const last = images.length - 1;
  // The arrows, keys and swipes wrap around.
  const previous = index > 0 ? index - 1 : last;
  const next = index < last ? index + 1 : 0;

  // A modal <dialog> in the top layer: above everything on the page (the cookie bar, the
  // fixed header), focus kept inside, the page behind inert.
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    close.current?.focus();
    return () => d?.close();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      else if (event.key === "ArrowLeft") onIndex(previous);
      else if (event.key === "ArrowRight") onIndex(next);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [previous, next, onClose, onIndex]);

  if (!image) return null;
  return (
    <dialog
      ref={dialog}
      className="pg-overlay"
      aria-label={messages["productPage.galleryDialog"]}
      // Escape is handled with the arrow keys above; any other close (a phone's back gesture)
      // reaches the shop's state here.
      onClose={onClose}
      onPointerDown={(e) => {
        start.current = { x: e.clientX, y: e.clientY };
      }}
      onPointerUp={(e) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const direction = swipeDirection(e.clientX - from.x, e.clientY - from.y, window.innerWidth);
        if (direction === "next") onIndex(next);
        if (direction === "previous") onIndex(previous);
      }}
    >
      <p className="pg-overlay__position" aria-live="polite">
        {format(messages["productPage.galleryPosition"], { n: index + 1, total: images.length })}
      </p>
      <img
        className="pg-overlay__image"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        draggable={false}
      />
      <button
        ref={close}
        type="button"
        className="pg-overlay__close"
        aria-label={messages["productPage.close"]}
        onClick={onClose}
      >
        ×
      </button>
      {images.length > 1 && (
        <>
          <button
            type="button"
            className="pg-overlay__nav pg-overlay__nav--prev"
            aria-label={messages["productPage.galleryPrevious"]}
            onClick={() => onIndex(previous)}
          >
            ‹
          </button>
          <button
            type="button"
            className="pg-overlay__nav pg-overlay__nav--next"
            aria-label={messages["productPage.galleryNext"]}
            onClick={() => onIndex(next)}
          >
            ›
          </button>
        </>
      )}
    </dialog>
  );
}
