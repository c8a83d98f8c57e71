import type { EditablePlayFieldsFragment } from "../../../gql/graphql";
import { photoIndex } from "../../shell/fields/upload";

/** The most photos a play's gallery holds (the server refuses more, on saves and uploads). */
export const MAX_GALLERY_PHOTOS = 300;

/** One photo of the gallery as the form holds it. */
export interface GalleryPhotoValues {
  id?: string;
  photo: string;
  caption: string;
  description: string;
  decorative: boolean;
  /** The number in its stored name (photo3.jpg → 3): new uploads take the next ones. */
  uploadIndex: number;
  /** A small copy for the editor's list (the stored one when there is none). */
  thumbnail: string;
  width?: number | null;
  height?: number | null;
}

type EditablePhoto = EditablePlayFieldsFragment["images"][number];

export const toGalleryValues = (images: EditablePhoto[]): GalleryPhotoValues[] =>
  images.map(({ id, photo, caption, description, decorative, width, height, sizes }) => ({
    id, photo, caption, description, decorative, width, height, uploadIndex: photoIndex(photo), thumbnail: sizes[0]?.url ?? photo,
  }));

/** The photos as the server takes them (what the server sets, such as sizes, left out). */
export const toGalleryInput = (images: GalleryPhotoValues[]) =>
  images.filter((i) => i.photo).map(({ id, photo, caption, description, decorative }) => ({ id, photo, caption: caption.trim(), description: description.trim(), decorative }));

/** An address without its query: editors get signed addresses (?sig=…), the cover is kept as a path. */
const pathOf = (url: string) => url.replace(/[?#].*$/, "");

/** Whether the cover is this photo (by path: signatures differ). */
export const samePhoto = (cover: string, photo: string) => !!cover && !!photo && pathOf(cover) === pathOf(photo);

/** The cover as the server takes it: the path of one of the photos, or none. */
export const coverOf = (images: GalleryPhotoValues[], cover: string) => (images.some((i) => samePhoto(cover, i.photo)) ? pathOf(cover) : "");

/** The photos as the public page shows them (the editor's preview). */
export const toGalleryView = (images: GalleryPhotoValues[]) =>
  images.filter((i) => i.photo).map((image, i) => ({
    id: image.id ?? `new-photo-${i}`,
    photo: image.photo,
    caption: image.caption.trim(),
    description: image.description.trim(),
    decorative: image.decorative,
    width: image.width ?? null,
    height: image.height ?? null,
    sizes: [],
    avifSizes: [],
  }));
