import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useFormikContext } from "formik";
import { useRef, useState } from "react";
import type { PlayFormValues } from "../play-form";
import { MAX_GALLERY_PHOTOS, samePhoto, type GalleryPhotoValues } from "./gallery-values";
import { PhotoRow } from "./photo-row";
import { PhotoUploads } from "./photo-uploads";
import { uploadPlayPhoto, useUploadQueue, type UploadedPhoto } from "./upload-queue";
import "./gallery.css";

const indexIn = (filename: string) => Number(/(\d+)\.jpg$/.exec(filename)?.[1] ?? -1);

/**
 * A play's gallery in the editor: many photos uploaded at once, each with its caption and
 * description, reordered by dragging or by the Move buttons (each move announced), and a cover.
 */
export function GalleryField({ playId }: { playId: string }) {
  const { values, setValues, setFieldValue } = useFormikContext<PlayFormValues>();
  const photos = values.images;
  const [announcement, setAnnouncement] = useState("");
  // The last index handed out: the next upload may start before the form shows the last one.
  const lastIndex = useRef(-1);
  const uploads = useUploadQueue(
    async (file, onProgress) => {
      const index = Math.max(lastIndex.current, ...photos.map((i) => i.uploadIndex)) + 1;
      lastIndex.current = index;
      const uploaded = await uploadPlayPhoto(playId, index)(file, onProgress);
      lastIndex.current = Math.max(lastIndex.current, indexIn(uploaded.filename));
      return uploaded;
    },
    (uploaded: UploadedPhoto) =>
      // From the latest values: uploads finish one after another, each adding to what the last left.
      void setValues((current) => ({
        ...current,
        images: [...current.images, { photo: uploaded.url, caption: "", description: "", decorative: false, uploadIndex: indexIn(uploaded.filename), thumbnail: uploaded.sizes[0]?.url ?? uploaded.url }],
      })),
  );
  const pending = uploads.queue.filter((item) => item.state !== "done" && item.state !== "failed").length;
  const room = Math.max(0, MAX_GALLERY_PHOTOS - photos.length - pending);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    void setFieldValue("images", arrayMove(photos, from, to));
    setAnnouncement(`Photo ${from + 1} moved to position ${to + 1} of ${photos.length}`);
  };
  const remove = (index: number) => {
    const gone = photos[index];
    void setValues((current) => ({
      ...current,
      images: current.images.filter((_, i) => i !== index),
      galleryCover: samePhoto(current.galleryCover, gone.photo) ? "" : current.galleryCover,
    }));
    setAnnouncement(`Photo ${index + 1} removed; ${photos.length - 1} left`);
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(photos.findIndex((p) => p.photo === active.id), photos.findIndex((p) => p.photo === over.id));
  };
  const positionOf = (id: string | number) => photos.findIndex((p: GalleryPhotoValues) => p.photo === id) + 1;

  return (
    <fieldset className="group gallery-field">
      <legend>Photos ({photos.length} of at most {MAX_GALLERY_PHOTOS})</legend>
      <PhotoUploads
        queue={uploads.queue}
        room={room}
        onFiles={(files) => uploads.add(files, room, `not uploaded: a gallery holds at most ${MAX_GALLERY_PHOTOS} photos`)}
        onRetry={uploads.retry}
        onClear={uploads.clear}
      />
      {photos.length > 0 && (
        <label className="checkbox">
          <input type="radio" name="gallery-cover" checked={!photos.some((p) => samePhoto(values.galleryCover, p.photo))} onChange={() => void setFieldValue("galleryCover", "")} /> No cover
        </label>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up photo ${positionOf(active.id)}`,
            onDragOver: ({ over }) => (over ? `Over position ${positionOf(over.id)}` : undefined),
            onDragEnd: ({ active, over }) => (over ? `Photo ${positionOf(active.id)} dropped at position ${positionOf(over.id)}` : "Dropped where it was"),
            onDragCancel: () => "Moving cancelled",
          },
        }}
      >
        <SortableContext items={photos.map((p) => p.photo)} strategy={verticalListSortingStrategy}>
          <ol className="gallery-photos" aria-label="Gallery photos, in the order visitors see them">
            {photos.map((photo, index) => (
              <PhotoRow
                key={photo.photo}
                photo={photo}
                index={index}
                count={photos.length}
                isCover={samePhoto(values.galleryCover, photo.photo)}
                onCover={() => void setFieldValue("galleryCover", photo.photo)}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
    </fieldset>
  );
}
