import sanitizeHtml from "sanitize-html";

/** Only our own stored images may appear inside rich text. */
const OWN_IMAGE = /^\/images\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "ul", "ol", "li", "strong", "b", "em", "i", "u", "s", "blockquote", "a", "img"],
  allowedAttributes: { a: ["href", "rel"], img: ["src", "alt"] },
  // Links: web and mail only, or paths on this site (no protocol-relative "//host" links).
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Scripts, styles and frames go with everything inside them.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math"],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: "noopener" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !OWN_IMAGE.test(frame.attribs.src ?? ""),
};

/**
 * Rich text as stored: HTML cut down to an allow-list (headings, paragraphs, lists, emphasis,
 * links with http(s)/mailto or site paths and rel="noopener", images from /images/). Everything
 * else (scripts, event handlers, javascript: URLs, styles, iframes) is removed.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of rich text, for excerpts and validation of its length. */
export function plainText(html: string): string {
  // Blocks and line breaks become spaces, so words either side of them stay apart.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, "$& ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
