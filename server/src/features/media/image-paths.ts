import { imageUrl } from "../../core/storage";
import { VARIANT_WIDTHS } from "./image-processing";

/** Whose images: the folder under /images. */
export type ImageOwner = "plays" | "blogs" | "heros";

/** The image keys each owner may use (PRODUCT decision 10). */
export const IMAGE_KEYS: Record<ImageOwner, readonly string[]> = {
  plays: ["mainimage", "photo"],
  blogs: ["mainimage", "photo"],
  heros: ["hero"],
};

export const MAX_IMAGE_INDEX = 99;

/** Storage key of an image's JPEG: `{owner}/{id}/{imageKey}{index}.jpg`. */
export const imageKey = (owner: ImageOwner, id: string, key: string, index: number) => `${owner}/${id}/${key}${index}.jpg`;

/** Storage key of one of its smaller WebP copies. */
export const variantKey = (jpegKey: string, width: number) => jpegKey.replace(/\.jpg$/, `-${width}.webp`);

export interface ImageSizeUrl {
  width: number;
  url: string;
}

/** The smaller copies' URLs of a stored image URL (/images/...jpg); none for anything else. */
export function sizesOf(url: string | null | undefined): ImageSizeUrl[] {
  if (!url || !/^\/images\/[A-Za-z0-9/_-]+\.jpg$/.test(url)) return [];
  const key = url.slice("/images/".length);
  return VARIANT_WIDTHS.map((width) => ({ width, url: imageUrl(variantKey(key, width)) }));
}
