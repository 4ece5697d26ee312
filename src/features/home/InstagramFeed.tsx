/**
 * The photo feed's thumbnails and overlay (spec 2 §2 Home page "Photo
 * feed"), an island hydrated on the shopper's first interaction (the tap
 * that opens a photo is replayed). The overlay is the design system's modal:
 * the image or video with its caption, previous and next arrows that wrap
 * around, the arrow keys wherever focus is in the overlay (the modal keeps
 * it inside), a swipe of 25 px or 15 % of the screen, Escape and the close
 * button (focus then returns to the thumbnail). Without JavaScript a
 * thumbnail links to the full image.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Modal } from "../../components/ui/Modal";
import type { InstagramMedia } from "../../domain/catalogue/home.types";
import { serverPure } from "../shared/server-pure";

export interface InstagramTexts {
  title: string;
  photo: string;
  prev: string;
  next: string;
  close: string;
}

const SWIPE_PX = 25;
const SWIPE_SHARE = 0.15;

export default function InstagramFeed({
  items,
  m,
}: {
  items: InstagramMedia[];
  m: InstagramTexts;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const startX = useRef<number | null>(null);
  const count = items.length;
  const show = (i: number) => setOpen(((i % count) + count) % count);
  const item = open === null ? null : items[open];
  const shown = open !== null;
  // The arrow keys, while the overlay is open, from wherever focus is in it (a video's own
  // controls keep theirs).
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
      if (!step || e.defaultPrevented || (e.target as Element).closest?.("video")) return;
      e.preventDefault();
      setOpen((i) => (i === null ? i : (((i + step) % count) + count) % count));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shown, count]);
  const label = (i: number) =>
    m.photo.replace("{n}", String(i + 1)).replace("{count}", String(count));
  return (
    <>
      <ul className="insta__grid">
        {items.map((it, i) => (
          <li key={`${it.media_url}-${i}`}>
            <a
              className="insta__thumb"
              href={it.media_url}
              aria-label={`${label(i)}${it.caption ? `: ${it.caption}` : ""}`}
              onClick={(e) => {
                e.preventDefault();
                show(i);
              }}
            >
              <img
                src={it.thumbnail_url ?? it.media_url}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
      <Modal
        open={item !== null && item !== undefined}
        onClose={() => setOpen(null)}
        title={m.title}
        closeLabel={m.close}
        footer={
          <div className="insta__nav">
            <Button
              variant="secondary"
              square
              aria-label={m.prev}
              onClick={() => show((open ?? 0) - 1)}
            >
              ‹
            </Button>
            <span>{open === null ? "" : `${open + 1} / ${count}`}</span>
            <Button
              variant="secondary"
              square
              aria-label={m.next}
              onClick={() => show((open ?? 0) + 1)}
            >
              ›
            </Button>
          </div>
        }
      >
        {item ? (
          <div
            className="insta__stage"
            onTouchStart={(e) => (startX.current = e.touches[0]?.clientX ?? null)}
            onTouchEnd={(e) => {
              const end = e.changedTouches[0]?.clientX;
              if (startX.current === null || end === undefined) return;
              const moved = end - startX.current;
              startX.current = null;
              if (Math.abs(moved) >= Math.min(SWIPE_PX, window.innerWidth * SWIPE_SHARE))
                show((open ?? 0) + (moved < 0 ? 1 : -1));
            }}
          >
            {item.media_type === "VIDEO" ? (
              <video src={item.media_url} controls playsInline />
            ) : (
              <img src={item.media_url} alt={item.caption ?? ""} />
            )}
            <p className="insta__caption" aria-live="polite">
              {item.caption ?? ""}
            </p>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

// Its server HTML depends on its props alone (see serverPure).
serverPure(InstagramFeed);
