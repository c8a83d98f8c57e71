import type { FieldError } from "../../core/errors";
import type { MediaService } from "../media/media.service";
import type { Play } from "./play.entity";
import type { PlayInput } from "./play.inputs";

// A play's gallery beyond its list of photos: the cover, and each photo's size in pixels.

/** The cover must be one of the gallery's photos (an address as given is compared by its path). */
export function coverErrors(input: PlayInput): FieldError[] {
  if (!input.galleryCover || input.images.some((image) => image.photo === input.galleryCover)) return [];
  return [{ path: "galleryCover", message: "galleryCover must be one of the gallery's photos: choose the cover among them, or none" }];
}

/**
 * Gives each photo of the input the width and height of its stored file, so pages reserve its
 * space before it arrives. Sizes already known (the published gallery's, the draft's) are kept;
 * only photos new to the play are read, so an autosave of a full gallery reads no files.
 */
export async function measurePhotos(media: MediaService, play: Play, input: PlayInput): Promise<void> {
  const known = new Map<string, { width?: number | null; height?: number | null }>();
  const drafted = Array.isArray(play.draft?.images) ? (play.draft.images as Play["images"]) : [];
  for (const image of [...play.images, ...drafted]) if (image.width && image.height) known.set(image.photo, image);
  const unknown = input.images.filter((image) => !known.has(image.photo)).map((image) => image.photo);
  const measured = unknown.length > 0 ? await media.dimensions("plays", play.id, unknown) : new Map();
  for (const image of input.images) {
    const size = known.get(image.photo) ?? measured.get(image.photo);
    image.width = size?.width ?? null;
    image.height = size?.height ?? null;
  }
}
