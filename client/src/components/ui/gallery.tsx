import { ResponsiveImage } from "./responsive-image";

interface Photo {
  id: string;
  photo: string;
  caption: string;
  sizes: { width: number; url: string }[];
}

/**
 * Photos with their captions (each caption is also the alt text; `fallbackAlt` when there is none).
 * The visible caption is hidden from screen readers, which already read it as the alt text.
 */
export function Gallery({ images, fallbackAlt }: { images: Photo[]; fallbackAlt: string }) {
  return (
    <ul className="gallery">
      {images.map((image) => (
        <li key={image.id}>
          <figure>
            <ResponsiveImage src={image.photo} sizes={image.sizes} alt={image.caption || fallbackAlt} display="(min-width: 1250px) 360px, (min-width: 450px) 50vw, 100vw" />
            {image.caption && <figcaption aria-hidden="true">{image.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
