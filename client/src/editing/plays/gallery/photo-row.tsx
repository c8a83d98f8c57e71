import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Field } from "formik";
import { FormField } from "../../../components/ui/form-field";
import type { GalleryPhotoValues } from "./gallery-values";

/**
 * One photo of the gallery being edited: its thumbnail, words and cover choice, with a handle to
 * drag it and buttons to move it by keyboard (or without a pointer precise enough to drag).
 */
export function PhotoRow({ photo, index, count, isCover, onCover, onMove, onRemove }: {
  photo: GalleryPhotoValues;
  index: number;
  count: number;
  isCover: boolean;
  onCover: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.photo });
  const p = `images.${index}`;
  const name = `photo ${index + 1}`;
  return (
    <li ref={setNodeRef} className={isDragging ? "gallery-photo dragging" : "gallery-photo"} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" ref={setActivatorNodeRef} className="drag-handle" {...attributes} {...listeners} aria-label={`Drag ${name}`}>⠿</button>
      <img src={photo.thumbnail} alt="" width={96} height={64} loading="lazy" className="gallery-thumbnail" />
      <div className="gallery-photo-fields">
        <p className="gallery-photo-title">Photo {index + 1}{isCover ? " (cover)" : ""}</p>
        <FormField name={`${p}.caption`} label={<>Caption<span className="visually-hidden"> of {name}</span></>} hint="Shown under the photo" />
        <FormField name={`${p}.description`} label={<>Description<span className="visually-hidden"> of {name}</span></>} hint="What the photo shows, for people who cannot see it" as="textarea" rows={2} disabled={photo.decorative} />
        <label className="checkbox">
          <Field type="checkbox" name={`${p}.decorative`} /> Decorative only: needs no description<span className="visually-hidden"> ({name})</span>
        </label>
        <label className="checkbox">
          <input type="radio" name="gallery-cover" checked={isCover} onChange={onCover} /> Cover of the gallery<span className="visually-hidden"> ({name})</span>
        </label>
      </div>
      <div className="repeatable-actions">
        <button type="button" disabled={index === 0} onClick={() => onMove(index - 1)}>Move up<span className="visually-hidden"> {name}</span></button>
        <button type="button" disabled={index === count - 1} onClick={() => onMove(index + 1)}>Move down<span className="visually-hidden"> {name}</span></button>
        <button type="button" className="danger" onClick={onRemove}>Remove<span className="visually-hidden"> {name}</span></button>
      </div>
    </li>
  );
}
