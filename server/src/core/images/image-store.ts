import { imageUrl, type Storage } from "../storage";
import { variantKey, type ImageSizeUrl } from "./image-keys";
import { processImage } from "./image-processing";

export interface StoredImage {
  url: string;
  sizes: ImageSizeUrl[];
}

/** A stored image with the JPEG's size in pixels. */
export interface StoredImageWithSize extends StoredImage {
  width: number;
  height: number;
}

/** Processes an image and stores its JPEG under `key` with its smaller WebP copies beside it. */
export async function storeImage(storage: Storage, key: string, input: Buffer): Promise<StoredImage> {
  const { url, sizes } = await storeImageWithSize(storage, key, input);
  return { url, sizes };
}

/** storeImage, also answering the JPEG's width and height (for pages that reserve its space). */
export async function storeImageWithSize(storage: Storage, key: string, input: Buffer): Promise<StoredImageWithSize> {
  const processed = await processImage(input);
  await Promise.all(processed.variants.map((v) => storage.put(variantKey(key, v.width), v.webp)));
  await storage.put(key, processed.jpeg);
  return {
    url: imageUrl(key),
    sizes: processed.variants.map((v) => ({ width: v.width, url: imageUrl(variantKey(key, v.width)) })),
    width: processed.width,
    height: processed.height,
  };
}

/** Removes an image's JPEG and its copies (WebP and any AVIF made since). */
export async function removeImage(storage: Storage, key: string, widths: readonly number[]): Promise<void> {
  await Promise.all([key, ...widths.flatMap((w) => [variantKey(key, w), variantKey(key, w, "avif")])].map((k) => storage.remove(k)));
}
