import type { SiteFacts } from "./structured-data";
import { sizesOf } from "../../core/images/image-keys";
import type { PageFiles } from "./client-manifest";
import type { PageMeta, PreloadImage } from "./page-meta";
import type { RenderedPage } from "./server-render";

/** The id the client reads the page's data from (client/src/lib/rendering/server-render-data.ts). */
const SERVER_RENDER_DATA_ID = "server-render-data";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script>: `<` escaped so no value can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/** A preload the browser matches with the page's <img>: same candidates, same sizes. */
function preloadTag({ src, display }: PreloadImage): string {
  const sizes = sizesOf(src);
  const srcset = sizes.length > 0 ? ` imagesrcset="${escapeHtml(sizes.map((s) => `${s.url} ${s.width}w`).join(", "))}" imagesizes="${escapeHtml(display)}"` : "";
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${srcset} fetchpriority="high" />`;
}

/**
 * The built index.html with this page's title, description, canonical URL, previews and data, and
 * the files of the page's own code (`chunks`) to fetch early, and the page itself when it was
 * rendered on the server, followed by its data as JSON (an inline script would break the CSP).
 */
export function renderHtml(template: string, meta: PageMeta, facts: SiteFacts, { chunks, boot }: PageFiles = { chunks: [] }, rendered: RenderedPage | null = null): string {
  const title = rendered?.title ?? (meta.title ? `${meta.title} | ${facts.name}` : facts.name);
  const url = `${facts.publicUrl}${meta.path === "/" ? "/" : meta.path}`;
  const image = meta.image ? (/^https?:/.test(meta.image) ? meta.image : `${facts.publicUrl}${meta.image}`) : undefined;
  // A rendered page is HTML that works as it is: it names only the boot script, which brings each
  // of its islands' code when needed (client/src/boot.ts), never the app's entry or the page's
  // chunks. An empty page (the editing area, or a page that could not be rendered) needs the app at once.
  const islands = rendered !== null && boot !== undefined;
  const tags = [
    ...(islands ? [] : chunks).map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
    ...(meta.preloadImages ?? []).map(preloadTag),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${facts.name}: blogs`)}" href="/blogs/rss.xml" />`,
    meta.manifest ? `<link rel="manifest" href="${escapeHtml(meta.manifest)}" />` : "",
    meta.noindex ? `<meta name="robots" content="noindex" />` : "",
    `<meta property="og:site_name" content="${escapeHtml(facts.name)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title || facts.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : "",
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title || facts.name)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}" />` : "",
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ].filter(Boolean);
  return template
    // Replacer functions, so that "$" in a title is never read as a replacement pattern.
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (tag) => (islands ? `<script type="module" crossorigin src="${escapeHtml(boot)}" fetchpriority="low"></script>` : tag))
    // The entry's own chunks (React, the GraphQL client): an island that needs them imports them.
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, (tag) => (islands ? "" : tag))
    .replace("</head>", () => `    ${tags.join("\n    ")}\n  </head>`)
    .replace('<div id="root"></div>', () =>
      rendered ? `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${SERVER_RENDER_DATA_ID}">${safeJson(rendered.data)}</script>` : '<div id="root"></div>',
    );
}
