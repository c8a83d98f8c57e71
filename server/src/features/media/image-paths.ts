/** Whose images: the folder under /images. */
export type ImageOwner = "plays" | "blogs" | "people" | "heros";

/** The image keys each owner may use (PRODUCT decision 10). */
export const IMAGE_KEYS: Record<ImageOwner, readonly string[]> = {
  plays: ["mainimage", "photo", "logo"],
  blogs: ["mainimage", "photo"],
  people: ["photo"],
  heros: ["hero"],
};

/** Room for a full gallery (300 photos) and the indexes a draft's removed photos keep until a publish tidies them. */
export const MAX_IMAGE_INDEX = 999;
