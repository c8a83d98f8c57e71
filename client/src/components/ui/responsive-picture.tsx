/** A stored image with its smaller copies: AVIF where the browser takes it, else WebP, else the JPEG. */
export interface PictureImage {
  photo: string;
  width?: number | null;
  height?: number | null;
  sizes: { width: number; url: string }[];
  avifSizes?: { width: number; url: string }[];
}

const srcset = (sizes: { width: number; url: string }[]) => sizes.map((s) => `${s.url} ${s.width}w`).join(", ");

/**
 * The image in the size and format that fit, lazily loaded, with its width and height so that the
 * page keeps its space before it arrives (nothing shifts as a long gallery loads).
 */
export function ResponsivePicture({ image, alt, display, className, lazy = true }: { image: PictureImage; alt: string; display: string; className?: string; lazy?: boolean }) {
  const avif = image.avifSizes ?? [];
  return (
    <picture>
      {avif.length > 0 && <source type="image/avif" srcSet={srcset(avif)} sizes={display} />}
      {image.sizes.length > 0 && <source type="image/webp" srcSet={srcset(image.sizes)} sizes={display} />}
      <img src={image.photo} alt={alt} width={image.width ?? undefined} height={image.height ?? undefined} className={className} loading={lazy ? "lazy" : "eager"} decoding="async" />
    </picture>
  );
}
