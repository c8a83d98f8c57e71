/** An image at the size that fits, from the smaller copies the server makes of each upload. */
export function ResponsiveImage({
  src,
  alt,
  sizes = [],
  display = "100vw",
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  sizes?: { width: number; url: string }[];
  display?: string;
  className?: string;
  eager?: boolean;
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      srcSet={sizes.length > 0 ? sizes.map((s) => `${s.url} ${s.width}w`).join(", ") : undefined}
      sizes={sizes.length > 0 ? display : undefined}
      alt={alt}
      className={className}
      loading={eager ? "eager" : "lazy"}
      // Eager images are the first a page shows (often its largest paint): fetched first.
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}
