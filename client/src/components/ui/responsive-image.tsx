/** An image at the size that fits, from the smaller copies the server makes of each upload. */
export function ResponsiveImage({
  src,
  alt,
  sizes = [],
  display = "100vw",
  className,
  eager = false,
  width,
  height,
}: {
  src: string;
  alt: string;
  sizes?: { width: number; url: string }[];
  display?: string;
  className?: string;
  eager?: boolean;
  /** The image's own size, so the page keeps its space before it arrives. */
  width?: number;
  height?: number;
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      srcSet={sizes.length > 0 ? sizes.map((s) => `${s.url} ${s.width}w`).join(", ") : undefined}
      sizes={sizes.length > 0 ? display : undefined}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      // Eager images are the first a page shows (often its largest paint): fetched first.
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}
