import sharp from "sharp";

/** Real image files for upload tests, made on the spot. */
export function picture(format: "jpeg" | "png" | "webp" | "avif", width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 60 } } }).toFormat(format).toBuffer();
}

/** A phone-style JPEG whose EXIF holds a GPS position (Cambridge) and a camera model. */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 12/1 18/1", GPSLongitudeRef: "E", GPSLongitude: "0/1 7/1 12/1" },
    })
    .jpeg()
    .toBuffer();
}

/** Posts a multipart form with one file in `field`. */
export async function postFile(url: string, field: string, file: Buffer, filename: string, headers: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)]), filename);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  const response = await fetch(url, { method: "POST", body: form, headers });
  // Tests read the JSON answer loosely; their assertions check its shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}
