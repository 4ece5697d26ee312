/**
 * Product gallery in modes gallery (slider + thumbnails), default (slider
 * with arrows) and flat (all images stacked), with a full-screen overlay:
 * Escape closes, ArrowLeft/ArrowRight and swipes (25 px or 15 % of the width)
 * move (GalleryOverlay.tsx); each image is a button that opens it
 * (GalleryImage.tsx). keen-slider is loaded only after the island hydrates.
 */
import { useEffect, useRef, useState } from "react";
import type { KeenSliderInstance } from "keen-slider";
import { GalleryOverlay } from "./GalleryOverlay";
import { OpenImage } from "./GalleryImage";
import type { TopMessages } from "../island-keys";
import { format } from "../../../i18n/format";
import type { GalleryImage, GalleryMode } from "../product-view.types";

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

  return (
    <section className={`pg pg--${mode}`} aria-label={messages["productPage.galleryDialog"]}>
      {mode === "flat" ? (
        images.map((image, i) => (
          <OpenImage key={image.src} image={image} index={i} messages={messages} onOpen={openAt} />
        ))
      ) : (
        <>
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
                    aria-label={format(messages["productPage.galleryPosition"], {
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
        </>
      )}
      {open && (
        <GalleryOverlay
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
