import { Suspense, useRef, useState, type MouseEvent } from "react";
import { lazyComponent } from "../../lib/lazy-component";
import { altOf } from "./photo-alt";
import { ResponsivePicture, type PictureImage } from "./responsive-picture";

export interface GalleryPhoto extends PictureImage {
  id: string;
  caption: string;
  description?: string;
  decorative?: boolean;
}

/** The full-screen viewer is fetched on the first click: a visitor who only scrolls loads none of it. */
const PhotoViewer = lazyComponent(() => import("./photo-viewer"), "PhotoViewer");

/**
 * Photos with their captions, the cover (if any) first and larger. Each links to its full-size
 * image, so without JavaScript a photo still opens; with it, the link opens the full-screen viewer.
 * A caption that is already the alt text is hidden from screen readers, which would read it twice.
 */
export function Gallery({ images, fallbackAlt, cover = "" }: { images: GalleryPhoto[]; fallbackAlt: string; cover?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // Back in the page, focus is on the photo last seen full screen (the opener if none was turned).
  const close = (shown: number) => {
    setOpen(null);
    requestAnimationFrame(() => list.current?.querySelectorAll("a")[shown]?.focus());
  };
  const first = images.find((image) => cover && image.photo === cover);
  const photos = first ? [first, ...images.filter((image) => image !== first)] : images;
  const show = (index: number) => (event: MouseEvent) => {
    // A new tab or window asked for (modifier keys, middle click) is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(index);
  };
  return (
    <>
      <ul className="gallery" ref={list}>
        {photos.map((image, index) => {
          const alt = altOf(image, fallbackAlt);
          return (
            <li key={image.id} className={image === first ? "gallery-cover" : undefined}>
              <figure>
                <a href={image.photo} onClick={show(index)}>
                  <ResponsivePicture image={image} alt={alt} display={image === first ? "(min-width: 1250px) 1100px, 100vw" : "(min-width: 1250px) 360px, (min-width: 450px) 50vw, 100vw"} />
                  <span className="visually-hidden">{alt ? ` (photo ${index + 1} of ${photos.length}, full screen)` : `Photo ${index + 1} of ${photos.length}, full screen`}</span>
                </a>
                {image.caption && <figcaption aria-hidden={image.caption === alt ? "true" : undefined}>{image.caption}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} start={open} fallbackAlt={fallbackAlt} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
