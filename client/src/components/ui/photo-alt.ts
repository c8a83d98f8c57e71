/** What a photo says to someone who cannot see it: nothing when it only decorates, else its description, caption or the page's title. */
export const altOf = (image: { caption: string; description?: string; decorative?: boolean }, fallback: string) =>
  image.decorative ? "" : image.description || image.caption || fallback;
