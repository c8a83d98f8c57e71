import { imageUrl } from "../storage";
import { VARIANT_WIDTHS } from "./image-processing";

/** Storage key of an image's JPEG: `{owner}/{id}/{imageKey}{index}.jpg` (owner: the folder under /images). */
export const imageKey = (owner: string, id: string, key: string, index: number) => `${owner}/${id}/${key}${index}.jpg`;

/** The formats of an image's smaller copies: WebP made at upload, AVIF made when first asked for (image-variants.ts). */
export type VariantFormat = "webp" | "avif";

/** Storage key of one of its smaller copies (WebP unless said). */
export const variantKey = (jpegKey: string, width: number, format: VariantFormat = "webp") => jpegKey.replace(/\.jpg$/, `-${width}.${format}`);

export interface ImageSizeUrl {
  width: number;
  url: string;
}

/** The smaller copies' URLs of a stored image URL (/images/...jpg); none for anything else. */
export function sizesOf(url: string | null | undefined, format: VariantFormat = "webp"): ImageSizeUrl[] {
  if (!url || !/^\/images\/[A-Za-z0-9/_-]+\.jpg$/.test(url)) return [];
  const key = url.slice("/images/".length);
  return VARIANT_WIDTHS.map((width) => ({ width, url: imageUrl(variantKey(key, width, format)) }));
}
