import { Parser } from "htmlparser2";

/** What the accessibility check reads of rich text: its headings, its links and the text of each block. */
export interface RichTextParts {
  headings: { level: number; text: string }[];
  links: { href: string; text: string }[];
  /** Images in the text (only integrators' HTML has them: the editor inserts none), with their alt text. */
  images: { src: string; alt: string }[];
  /** The text of each paragraph, heading, list item or quotation, spaces tidied. */
  blocks: string[];
}

const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote"]);
const tidy = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Rich text (HTML, as stored or as the editor makes it) read with htmlparser2, the parser that
 * sanitises it on the server (sanitize-html), so both read the same tags the same way.
 */
export function richTextParts(html: string): RichTextParts {
  const parts: RichTextParts = { headings: [], links: [], blocks: [], images: [] };
  let block: string[] | null = null;
  let link: { href: string; text: string[] } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (BLOCKS.has(name)) block = [];
        if (name === "a") link = { href: attributes.href ?? "", text: [] };
        if (name === "br") block?.push(" ");
        if (name === "img") {
          parts.images.push({ src: attributes.src ?? "", alt: attributes.alt ?? "" });
          // A linked image's alt text is the link's words.
          link?.text.push(attributes.alt ?? "");
        }
      },
      ontext(text) {
        block?.push(text);
        link?.text.push(text);
      },
      onclosetag(name) {
        if (name === "a" && link) {
          parts.links.push({ href: link.href, text: tidy(link.text.join("")) });
          link = null;
        }
        if (!BLOCKS.has(name) || !block) return;
        const text = tidy(block.join(""));
        if (/^h[1-6]$/.test(name)) parts.headings.push({ level: Number(name[1]), text });
        if (text) parts.blocks.push(text);
        block = null;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts;
}
