/**
 * The photo feed's overlay (InstagramSection.astro): a thumbnail opens the
 * native dialog on its image or video; previous and next wrap around; a
 * swipe of at least 25 px or 15 % of the screen changes the photo; Escape
 * (the dialog's own) or the close button closes it and focus returns.
 */
const SWIPE_PX = 25;
const SWIPE_SHARE = 0.15;

for (const root of document.querySelectorAll<HTMLElement>("[data-insta]")) {
  const dialog = root.querySelector<HTMLDialogElement>("[data-insta-dialog]");
  const stage = root.querySelector<HTMLElement>("[data-insta-stage]");
  const caption = root.querySelector<HTMLElement>("[data-insta-caption]");
  const counter = root.querySelector<HTMLElement>("[data-insta-count]");
  const thumbs = [...root.querySelectorAll<HTMLAnchorElement>("[data-insta-open]")];
  if (!dialog || !stage || thumbs.length === 0) continue;
  let index = 0;
  let opener: HTMLElement | null = null;

  const show = (i: number) => {
    index = (i + thumbs.length) % thumbs.length;
    const thumb = thumbs[index];
    if (!thumb) return;
    const media =
      thumb.dataset["type"] === "VIDEO"
        ? Object.assign(document.createElement("video"), {
            src: thumb.href,
            controls: true,
            playsInline: true,
          })
        : Object.assign(document.createElement("img"), {
            src: thumb.href,
            alt: thumb.dataset["caption"] ?? "",
          });
    stage.replaceChildren(media);
    if (caption) caption.textContent = thumb.dataset["caption"] ?? "";
    if (counter) counter.textContent = `${index + 1} / ${thumbs.length}`;
  };

  thumbs.forEach((thumb, i) =>
    thumb.addEventListener("click", (event) => {
      event.preventDefault();
      opener = thumb;
      show(i);
      dialog.showModal();
    }),
  );
  root.querySelector("[data-insta-prev]")?.addEventListener("click", () => show(index - 1));
  root.querySelector("[data-insta-next]")?.addEventListener("click", () => show(index + 1));
  root.querySelector("[data-insta-close]")?.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => {
    stage.replaceChildren();
    opener?.focus();
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") show(index - 1);
    if (event.key === "ArrowRight") show(index + 1);
  });

  let startX: number | null = null;
  stage.addEventListener("touchstart", (e) => (startX = e.touches[0]?.clientX ?? null), {
    passive: true,
  });
  stage.addEventListener("touchend", (e) => {
    const endX = e.changedTouches[0]?.clientX;
    if (startX === null || endX === undefined) return;
    const moved = endX - startX;
    startX = null;
    if (Math.abs(moved) >= Math.min(SWIPE_PX, window.innerWidth * SWIPE_SHARE))
      show(moved < 0 ? index + 1 : index - 1);
  });
}
