import sharp from "sharp";
import type { Storage } from "../storage";
import { variantKey, type VariantFormat } from "./image-keys";
import { VARIANT_WIDTHS } from "./image-processing";

const VARIANT = /^(.+)-(\d{1,5})\.(webp|avif)$/;

/** A smaller copy's key (`plays/{id}/photo3-960.avif`) read back: its JPEG's key, width and format; null for anything else. */
export function variantOf(key: string): { jpegKey: string; width: number; format: VariantFormat } | null {
  const match = VARIANT.exec(key);
  return match ? { jpegKey: `${match[1]}.jpg`, width: Number(match[2]), format: match[3] as VariantFormat } : null;
}

/** Whether a width is one the pages are offered (srcset); no other size is ever made. */
export const isOfferedWidth = (width: number) => (VARIANT_WIDTHS as readonly number[]).includes(width);

/**
 * Smaller copies made when first asked for, then kept beside the JPEG: AVIF (slow to encode, so
 * not at upload, where 20 photos at once would wait for it) and any WebP an older upload lacks.
 * One encode per copy however many ask at once; only offered widths, so made-up sizes cannot
 * fill the disk or the processor.
 */
export class ImageVariants {
  private readonly making = new Map<string, Promise<boolean>>();

  constructor(private readonly storage: Storage) {}

  /** Makes the copy `key` unless it is there; answers false when it is no offered copy of a stored JPEG. */
  ensure(key: string): Promise<boolean> {
    const variant = variantOf(key);
    if (!variant || !isOfferedWidth(variant.width)) return Promise.resolve(false);
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = this.make(key, variant).finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  private async make(key: string, { jpegKey, width, format }: NonNullable<ReturnType<typeof variantOf>>): Promise<boolean> {
    if (await this.storage.exists(key)) return true;
    const jpeg = await this.storage.read(jpegKey);
    if (!jpeg) return false;
    const resized = sharp(jpeg).resize({ width, withoutEnlargement: true });
    // effort 2: a visitor may be waiting for the first AVIF; the size gained by more is small.
    const encoded = await (format === "avif" ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 })).toBuffer();
    await this.storage.put(variantKey(jpegKey, width, format), encoded);
    return true;
  }
}
