/**
 * Product gallery in modes gallery (slider + thumbnails), default (slider
 * with arrows) and flat (all images stacked), with a full-screen overlay:
 * Escape closes, ArrowLeft/ArrowRight and swipes (25 px or 15 % of the width)
 * move. keen-slider is loaded only after the island hydrates.
 */
import { useEffect, useRef, useState } from "react";
import type { KeenSliderInstance } from "keen-slider";
import { swipeDirection } from "../../domain/swipe";
import { fill, type TopMessages } from "./island-keys";
import type { GalleryImage, GalleryMode } from "./product-view.types";
import { thumbSrcset } from "../../domain/image-path";

interface Props {
  mode: GalleryMode;
  images: GalleryImage[];
  messages: TopMessages;
}

export function Gallery({ mode, images, messages }: Props) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const key = images.map((i) => i.src).join("|");
  const shownKey = useRef(key);
  // The overlay alone moves the shown image while it is open: the slider behind it (still
  // loading, or animating towards an earlier choice) reports positions on its way, and those
  // used to overwrite the overlay's choice (a quick swipe after the arrow keys showed image 3
  // instead of 1). The slider follows the overlay when it closes.
  const overlayOpen = useRef(false);
  overlayOpen.current = open;
  const shownIndex = useRef(index);
  shownIndex.current = index;

  useEffect(() => {
    // Back to the first image when the image set changes (another variant), but
    // not on mount: a click replayed right after hydration has already chosen one.
    if (shownKey.current !== key) {
      shownKey.current = key;
      setIndex(0);
    }
    if (mode === "flat" || images.length < 2 || !track.current) return;
    let cancelled = false;
    const element = track.current;
    void import("keen-slider").then(({ default: KeenSlider }) => {
      if (cancelled) return;
      slider.current = new KeenSlider(element, {
        loop: false,
        // Loaded after the shopper may already have moved (overlay, thumbnails): start there.
        initial: shownIndex.current,
        slideChanged: (s) => {
          if (!overlayOpen.current) setIndex(s.track.details.rel);
        },
      });
    });
    return () => {
      cancelled = true;
      slider.current?.destroy();
      slider.current = null;
    };
    // The slider is rebuilt when the image set (its key) changes.
  }, [key, mode]);

  const openAt = (i: number) => {
    setIndex(i);
    setOpen(true);
  };

  const go = (i: number) => {
    const next = Math.min(Math.max(i, 0), images.length - 1);
    setIndex(next);
    slider.current?.moveToIdx(next);
  };

  /** Closes the overlay; the slider behind it jumps (no animation) to the image shown last. */
  const closeOverlay = () => {
    setOpen(false);
    slider.current?.moveToIdx(index, true, { duration: 0 });
  };

  if (images.length === 0) return null;

  if (mode === "flat")
    return (
      <section className="pg pg--flat" aria-label={messages["productPage.galleryDialog"]}>
        {images.map((image, i) => (
          <OpenImage key={image.src} image={image} index={i} messages={messages} onOpen={openAt} />
        ))}
        {open && (
          <Overlay
            images={images}
            index={index}
            onIndex={setIndex}
            onClose={() => setOpen(false)}
            messages={messages}
          />
        )}
      </section>
    );

  return (
    <section className={`pg pg--${mode}`} aria-label={messages["productPage.galleryDialog"]}>
      <div className="pg__stage">
        <div className="keen-slider pg__track" ref={track} key={key}>
          {images.map((image, i) => (
            <div className="keen-slider__slide pg__slide" key={image.src}>
              <OpenImage image={image} index={i} messages={messages} onOpen={openAt} />
            </div>
          ))}
        </div>
        {images.length > 1 && (
          <>
            <button
              type="button"
              className="pg__arrow pg__arrow--prev"
              aria-label={messages["productPage.galleryPrevious"]}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="pg__arrow pg__arrow--next"
              aria-label={messages["productPage.galleryNext"]}
              disabled={index === images.length - 1}
              onClick={() => go(index + 1)}
            >
              ›
            </button>
          </>
        )}
      </div>
      {mode === "gallery" && images.length > 1 && (
        <ul className="pg__thumbs">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className="pg__thumb"
                aria-current={i === index ? "true" : undefined}
                aria-label={fill(messages["productPage.galleryPosition"], {
                  n: i + 1,
                  total: images.length,
                })}
                onClick={() => go(i)}
              >
                <img
                  src={image.thumb}
                  alt=""
                  width={96}
                  height={Math.round((96 * image.height) / image.width)}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Overlay
          images={images}
          index={index}
          onIndex={setIndex}
          onClose={closeOverlay}
          messages={messages}
        />
      )}
    </section>
  );
}

/** One gallery image as a button that opens the full-screen overlay on it. The first image loads first. */
function OpenImage(props: {
  image: GalleryImage;
  index: number;
  messages: TopMessages;
  onOpen: (index: number) => void;
}) {
  const { image, index } = props;
  return (
    <button
      type="button"
      className="pg__open"
      aria-label={fill(props.messages["productPage.galleryOpen"], { n: index + 1 })}
      onClick={() => props.onOpen(index)}
    >
      <img
        src={image.src}
        srcSet={thumbSrcset(image.src, image.thumb, image.width) || undefined}
        sizes="(max-width: 600px) 100vw, 50vw"
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={index === 0 ? "eager" : "lazy"}
        fetchPriority={index === 0 ? "high" : "auto"}
        decoding="async"
      />
    </button>
  );
}

function Overlay(props: {
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
      else if (event.key === "ArrowLeft") onIndex(index > 0 ? index - 1 : last);
      else if (event.key === "ArrowRight") onIndex(index < last ? index + 1 : 0);
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
  }, [index, last, onClose, onIndex]);

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
        if (direction === "next") onIndex(index < last ? index + 1 : 0);
        if (direction === "previous") onIndex(index > 0 ? index - 1 : last);
      }}
    >
      <p className="pg-overlay__position" aria-live="polite">
        {fill(messages["productPage.galleryPosition"], { n: index + 1, total: images.length })}
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
            onClick={() => onIndex(index > 0 ? index - 1 : last)}
          >
            ‹
          </button>
          <button
            type="button"
            className="pg-overlay__nav pg-overlay__nav--next"
            aria-label={messages["productPage.galleryNext"]}
            onClick={() => onIndex(index < last ? index + 1 : 0)}
          >
            ›
          </button>
        </>
      )}
    </dialog>
  );
}
