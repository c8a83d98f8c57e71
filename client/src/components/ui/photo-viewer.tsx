import { useEffect, useId, useRef, useState, type PointerEvent } from "react";
import type { GalleryPhoto } from "./gallery";
import { altOf } from "./photo-alt";
import { ResponsivePicture } from "./responsive-picture";
import "./photo-viewer.css";

/** How far a finger must travel sideways to turn the photo, in CSS pixels. */
const SWIPE = 50;

/**
 * A gallery's photos full screen, one at a time: arrow keys, swipes and buttons move between them,
 * Escape or Close ends it, telling which photo it ended on. A modal <dialog> keeps keyboard focus
 * inside and the rest of the page inert.
 */
export function PhotoViewer({ photos, start, fallbackAlt, onClose }: { photos: GalleryPhoto[]; start: number; fallbackAlt: string; onClose: (shown: number) => void }) {
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const titleId = useId();
  const photo = photos[index];
  const move = (by: number) => setIndex((now) => (now + by + photos.length) % photos.length);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE) return;
    move(event.clientX < from ? 1 : -1);
  };

  return (
    <dialog
      ref={dialog}
      className="photo-viewer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose(index);
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") move(1);
        else if (event.key === "ArrowLeft") move(-1);
        else return;
        event.preventDefault();
      }}
    >
      <h2 id={titleId} className="visually-hidden">Photos, full screen</h2>
      <p className="photo-viewer-count" aria-live="polite">Photo {index + 1} of {photos.length}{photo.caption ? `: ${photo.caption}` : ""}</p>
      <div className="photo-viewer-stage" onPointerDown={(event) => (swipeFrom.current = event.clientX)} onPointerUp={onPointerUp} onPointerCancel={() => (swipeFrom.current = null)}>
        <ResponsivePicture key={photo.id} image={photo} alt={altOf(photo, fallbackAlt)} display="100vw" lazy={false} />
      </div>
      <div className="photo-viewer-buttons">
        <button type="button" onClick={() => move(-1)}>Previous<span className="visually-hidden"> photo</span></button>
        <button type="button" onClick={() => move(1)}>Next<span className="visually-hidden"> photo</span></button>
        <button type="button" autoFocus onClick={() => onClose(index)}>Close</button>
      </div>
    </dialog>
  );
}
