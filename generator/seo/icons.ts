/**
 * The favicon set and the web app manifest, made from public/favicon.svg at build time (issue #7): a 32 px
 * favicon.ico (a PNG inside an ICO, for clients that ask for /favicon.ico without reading the page), a 180 px
 * apple-touch-icon on the theme background, and 192 and 512 px PNGs plus a maskable 512 for the manifest. Same
 * SVG, same bytes: resvg renders deterministically.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import type { Site } from "../../model/schemas/index.ts";

/** The colour of the browser's toolbar and of the icons' background: the site's primary navy. */
export const themeColor = "#13294b";
export const backgroundColor = "#ffffff";

/**
 * `svg` as a data: URI for an icon link, percent-encoded only where a URL must be (quotes become apostrophes), so
 * the browser shows it without a request; a 250-byte mark costs pages about as much as the link it replaces.
 */
export function svgDataUri(svg: string): string {
  const text = svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  return `data:image/svg+xml,${text.replace(/[ <>#%{}|\\^`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)}`;
}

/** `svg` (a square viewBox) drawn at `size` px, optionally inset on a coloured square (`padding` as a fraction). */
function png(svg: string, size: number, background?: string, padding = 0): Buffer {
  const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? "0 0 40 40";
  const [, , w = 40] = viewBox.split(/\s+/).map(Number);
  const inset = w * padding;
  const full = w + 2 * inset;
  const framed =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-inset} ${-inset} ${full} ${full}">` +
    (background ? `<rect x="${-inset}" y="${-inset}" width="${full}" height="${full}" fill="${background}"/>` : "") +
    `<svg viewBox="${viewBox}" width="${w}" height="${w}">${inner}</svg></svg>`;
  return new Resvg(framed, { fitTo: { mode: "width", value: size } }).render().asPng();
}

/** An ICO file holding one PNG image (supported by every browser since Windows Vista). */
function ico(pngBytes: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(pngBytes.length, 14);
  header.writeUInt32LE(22, 18); // the image starts after this header
  return Buffer.concat([header, pngBytes]);
}

/**
 * The web app manifest a page of a language links: the default language's, or the language's own, which starts at
 * its prefix and describes the business in its words: /manifest-es.webmanifest starts at /es.
 */
export const manifestPath = (locale: { code: string; prefix: string }): string =>
  locale.prefix === "" ? "/manifest.webmanifest" : `/manifest-${locale.code}.webmanifest`;

/**
 * Every icon file and the manifests, by output path: the default language's, and one for each language in
 * `translations` (its code, hreflang and prefix, and the business's sentence in it, from content/messages/<code>.yaml).
 */
export function appIconFiles(
  publicDir: string,
  site: Site,
  translations: { code: string; hreflang: string; prefix: string; description: string }[] = [],
): Map<string, Buffer | string> {
  const svg = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
  const manifest = {
    name: site.name,
    short_name: site.name.split(" ").slice(0, 2).join(" "),
    description: site.description,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any", purpose: "any" },
      { src: "/icons/icon-192.png", type: "image/png", sizes: "192x192", purpose: "any" },
      { src: "/icons/icon-512.png", type: "image/png", sizes: "512x512", purpose: "any" },
      { src: "/icons/maskable-512.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
    ],
  };
  return new Map<string, Buffer | string>([
    ["favicon.ico", ico(png(svg, 32), 32)],
    ["apple-touch-icon.png", png(svg, 180, backgroundColor, 0.12)],
    ["icons/icon-192.png", png(svg, 192)],
    ["icons/icon-512.png", png(svg, 512)],
    // Maskable icons are cropped to a circle by some launchers: the mark stays inside the middle 80%.
    ["icons/maskable-512.png", png(svg, 512, backgroundColor, 0.25)],
    ["manifest.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`],
    ...translations.map(
      (l) =>
        [
          manifestPath(l).slice(1),
          `${JSON.stringify({ ...manifest, description: l.description, lang: l.hreflang, start_url: l.prefix }, null, 2)}\n`,
        ] as const,
    ),
  ]);
}
