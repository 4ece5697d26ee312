/** A gallery image (Gallery.tsx) as a button that opens the full-screen overlay on it. */
import { thumbSrcset } from "../../../domain/catalogue/image-path";
import type { TopMessages } from "../island-keys";
import { format } from "../../../i18n/format";
import type { GalleryImage } from "../product-view.types";

/** The first image loads first (eager, high priority); the others when near the screen. */
export function OpenImage(props: {
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
      aria-label={format(props.messages["productPage.galleryOpen"], { n: index + 1 })}
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
