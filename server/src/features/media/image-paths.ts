/** Whose images: the folder under /images. */
export type ImageOwner = "plays" | "blogs" | "people" | "heros";

/** The image keys each owner may use (PRODUCT decision 10). */
export const IMAGE_KEYS: Record<ImageOwner, readonly string[]> = {
  plays: ["mainimage", "photo", "logo"],
  blogs: ["mainimage", "photo"],
  people: ["photo"],
  heros: ["hero"],
};

export const MAX_IMAGE_INDEX = 99;
