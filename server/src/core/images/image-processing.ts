import sharp from "sharp";
import { AppError } from "../errors";

/** Upload limits (PRODUCT decision 10). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
/** The stored JPEG is at most this wide; smaller WebP copies are made at these widths. */
export const MAX_WIDTH = 2400;
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

const ACCEPTED = new Set(["jpeg", "png", "webp"]);

export interface ProcessedImage {
  jpeg: Buffer;
  width: number;
  height: number;
  variants: { width: number; webp: Buffer }[];
}

/**
 * Checks an upload by its content (JPEG, PNG, WebP or AVIF, whatever its name says), turns it the
 * right way up, drops all metadata (phone photos carry GPS positions) and re-encodes it: a JPEG
 * and WebP copies at smaller widths.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw imageTooLarge();
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const avif = metadata.format === "heif" && metadata.compression === "av1";
  if (!metadata.format || (!ACCEPTED.has(metadata.format) && !avif)) throw unsupported();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
    throw new AppError("PAYLOAD_TOO_LARGE", `The image is too large: at most ${MAX_PIXELS / 1_000_000} megapixels`);
  }

  // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
  const upright = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
  const { data: jpeg, info } = await upright
    .clone()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const variants = await Promise.all(
    VARIANT_WIDTHS.map(async (width) => ({
      width,
      webp: await upright.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
    })),
  );
  return { jpeg, width: info.width, height: info.height, variants };
}

export const imageTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", `The file is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
const unsupported = () => new AppError("UNSUPPORTED_MEDIA_TYPE", "The file is not an image we accept: use a JPEG, PNG, WebP or AVIF picture");
