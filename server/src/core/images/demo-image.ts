import sharp from "sharp";
import type { Storage } from "../storage";
import { storeImage } from "./image-store";

/** Colour pairs for generated posters. */
const PALETTES = [
  ["#5b1a2e", "#c9a227"],
  ["#1d3557", "#e63946"],
  ["#283618", "#dda15e"],
  ["#3d405b", "#81b29a"],
  ["#22223b", "#9a8c98"],
  ["#6d2e46", "#d5b9b2"],
  ["#0b3954", "#bfd7ea"],
  ["#413c58", "#f2cc8f"],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface DemoImage {
  title: string;
  subtitle?: string;
  /** Picks the colours; the same seed gives the same picture. */
  seed: number;
  width?: number;
  height?: number;
}

/**
 * Draws a poster-like JPEG for demo content (no downloads): a gradient, stage curtains and the
 * title. Real image files, served like uploads.
 */
export async function renderDemoImage({ title, subtitle = "", seed, width = 1200, height = 675 }: DemoImage): Promise<Buffer> {
  const [dark, light] = PALETTES[seed % PALETTES.length];
  const size = Math.round(Math.min(width / Math.max(title.length, 8) * 1.6, height / 6));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <path d="M0 0 H${width * 0.18} Q${width * 0.1} ${height * 0.5} ${width * 0.16} ${height} H0 Z" fill="${dark}" opacity="0.85"/>
    <path d="M${width} 0 H${width * 0.82} Q${width * 0.9} ${height * 0.5} ${width * 0.84} ${height} H${width} Z" fill="${dark}" opacity="0.85"/>
    <ellipse cx="${width / 2}" cy="${height * 0.18}" rx="${width * 0.22}" ry="${height * 0.5}" fill="#fff" opacity="0.12"/>
    <text x="50%" y="52%" text-anchor="middle" font-family="Georgia, serif" font-size="${size}" fill="#fff">${escapeXml(title)}</text>
    <text x="50%" y="66%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(size / 2.6)}" fill="#fff" opacity="0.9">${escapeXml(subtitle)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** Renders a demo image, stores it under `key` like an upload and answers its URL path. */
export async function storeDemoImage(storage: Storage, key: string, image: DemoImage): Promise<string> {
  return (await storeImage(storage, key, await renderDemoImage(image))).url;
}

/** What a demo poster (a title and its author's name) shows, as its alt text: publishing asks for one. */
export const posterDescription = (title: string, author: string) => `A poster reading "${title}, by ${author}"`;
