import { richTextParts } from "./accessibility-rich-text";
import { accessWithoutNote, skippedHeadings, textInCapitals, uncaptionedVideo, undescribedImage, vagueLink, type AccessibilityIssue } from "./accessibility-rules";

/**
 * The accessibility check of what is about to go public: the rules (accessibility-rules.ts) applied
 * to a play, a blog post or a page, in the shape of its input (so the editor checks the values it
 * is about to send and the server the input or item it is about to publish), each issue naming its
 * input field. Blocking issues come first.
 */

/** A photo of a gallery: `description` is its alt text; a caption is shown under it and describes nothing on its own. */
export interface GalleryImageToCheck {
  photo: string;
  description?: string | null;
  decorative?: boolean | null;
}

// Optional fields are those an input may leave out (the server's defaults apply).
export interface PlayToCheck {
  title: string;
  message?: string | null;
  mainimage?: string | null;
  mainimageDescription?: string | null;
  blurb?: string | null;
  images?: GalleryImageToCheck[] | null;
  videolinks?: string[] | null;
  /** Those of `videolinks` noted as having captions. */
  captionedVideolinks?: string[] | null;
  performances?: { access?: readonly string[] | null; accessNote?: string | null }[] | null;
}

export interface BlogToCheck {
  title: string;
  mainimage?: string | null;
  mainimageDescription?: string | null;
  body?: string | null;
  images?: GalleryImageToCheck[] | null;
}

export interface PageToCheck {
  text: string;
  committeeMembers?: string | null;
}

const blockingFirst = (issues: AccessibilityIssue[]) => [...issues.filter((i) => i.blocking), ...issues.filter((i) => !i.blocking)];

/** The rules of rich text: its images' alt text, its links, its headings' levels (under the page's title) and text in capitals. */
export function richTextIssues(field: string, html: string | null | undefined): AccessibilityIssue[] {
  if (!html) return [];
  const parts = richTextParts(html);
  return [
    ...parts.images.flatMap((image) => undescribedImage(field, `An image in the text (${image.src || "no address"})`, { src: image.src || "-", description: image.alt })),
    ...parts.links.flatMap((link) => vagueLink(field, link)),
    ...skippedHeadings(field, parts.headings),
    ...parts.blocks.flatMap((block) => textInCapitals(field, block)),
  ];
}

function mainImageIssues(item: { mainimage?: string | null; mainimageDescription?: string | null }): AccessibilityIssue[] {
  return undescribedImage("mainimageDescription", "The main image", { src: item.mainimage ?? "", description: item.mainimageDescription ?? "" });
}

function galleryIssues(images: GalleryImageToCheck[] | null | undefined): AccessibilityIssue[] {
  return (images ?? []).flatMap((image, index) =>
    undescribedImage(`images[${index}].description`, `Photo ${index + 1}`, { src: image.photo, description: image.description ?? "", decorative: image.decorative ?? false }),
  );
}

export function playAccessibilityIssues(play: PlayToCheck): AccessibilityIssue[] {
  const captioned = new Set(play.captionedVideolinks ?? []);
  return blockingFirst([
    ...mainImageIssues(play),
    ...galleryIssues(play.images),
    ...textInCapitals("title", play.title),
    ...textInCapitals("message", play.message ?? ""),
    ...richTextIssues("blurb", play.blurb),
    ...(play.performances ?? []).flatMap((performance, index) => accessWithoutNote(`performances[${index}].accessNote`, performance)),
    ...(play.videolinks ?? []).flatMap((url, index) => uncaptionedVideo(`videolinks[${index}]`, url, captioned.has(url))),
  ]);
}

export function blogAccessibilityIssues(blog: BlogToCheck): AccessibilityIssue[] {
  return blockingFirst([
    ...mainImageIssues(blog),
    ...galleryIssues(blog.images),
    ...textInCapitals("title", blog.title),
    ...richTextIssues("body", blog.body),
  ]);
}

export function pageAccessibilityIssues(page: PageToCheck): AccessibilityIssue[] {
  return [...richTextIssues("text", page.text), ...richTextIssues("committeeMembers", page.committeeMembers)];
}

/**
 * A hero image's caption is its only description (its alt text), and the carousel has no drafts:
 * an image cannot go up, nor its caption be emptied, without one.
 */
export function heroAccessibilityIssues(field: string, caption: string): AccessibilityIssue[] {
  return undescribedImage(field, "The image", { src: "hero", description: caption });
}
