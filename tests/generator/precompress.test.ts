/** Precompression makes deterministic .gz and .br copies of the text files worth compressing, and nothing else. */
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliQuality, compress, compressedCopies, compressPage, firstRoundTrip, minBytes } from "../../generator/hosting/precompress.ts";

const page = `<!DOCTYPE html><html lang="en"><body>${"<p>Bail bonds in Alamance County, 24/7.</p>\n".repeat(60)}</body></html>\n`;
const text: Record<string, string> = {
  "index.html": page,
  "county/wake-county.html": page.replace("Alamance", "Wake"),
  "assets/styles-abc.css": ".a{color:red}\n".repeat(200),
  "assets/app-abc.js": "console.log('island');\n".repeat(100),
  "sitemap.xml": `<?xml version="1.0"?><urlset>${"<url><loc>https://example.com/</loc></url>".repeat(40)}</urlset>\n`,
  "robots.txt": "User-agent: *\nAllow: /\n".repeat(80),
  "images/hero.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(80)}</svg>\n`,
  "data.json": JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ i, name: "county" }))),
  "site.webmanifest": JSON.stringify({ name: "Main Street Bail Bonds", icons: Array(80).fill({ src: "/favicon.svg" }) }),
};

describe("compressedCopies", () => {
  it.each(Object.keys(text))("%s: a .gz and a .br that decompress to the file and are smaller than it", (rel) => {
    const original = Buffer.from(text[rel]!);
    const copies = compressedCopies(rel, text[rel]!);
    expect(copies.map(([name]) => name)).toEqual([`${rel}.gz`, `${rel}.br`]);
    const [[, gz], [, br]] = copies as [[string, Uint8Array], [string, Uint8Array]];
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gz.length).toBeLessThan(original.length);
    expect(br.length).toBeLessThan(original.length);
  });

  it("makes the same bytes from the same input (gzip's header carries no time or name)", () => {
    expect(compressedCopies("index.html", page)).toEqual(compressedCopies("index.html", page));
  });

  it("leaves out files of 1 KB or less, host files and files that are not text", () => {
    const small = "<!DOCTYPE html><h1>Tiny</h1>\n";
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(minBytes);
    expect(compressedCopies("small.html", small)).toEqual([]);
    expect(compressedCopies("_headers", "/*\n  X-Frame-Options: DENY\n".repeat(100))).toEqual([]);
    expect(compressedCopies("_redirects", "/a /b 301\n".repeat(200))).toEqual([]);
    expect(compressedCopies("images/photo.png", Buffer.alloc(8192))).toEqual([]);
  });

  it("writes no copy that would be larger than the file", () => {
    expect(compressedCopies("assets/random-abc.js", randomBytes(4096))).toEqual([]);
  });
});

describe("compressPage", () => {
  // Text brotli cannot squeeze much at quality 6: random words, so the page is far past the first round trip.
  const words = Array.from({ length: 12_000 }, (_, i) => randomBytes(3).toString("hex") + (i % 7 === 0 ? ".\n" : " ")).join("");
  const heavy = `<!DOCTYPE html><html lang="en"><body><p>${words}</p></body></html>\n`;

  it("keeps the fast quality for a page that fits the first round trip", () => {
    expect(compressPage(page).brotli).toEqual(compress(page, brotliQuality.fast).brotli);
  });

  const [better, best] = brotliQuality.more;
  const brotliAt = (html: string, quality: number) => compress(html, quality).brotli;

  it("compresses a page that does not fit at the fast quality again at the next one, when that one fits", () => {
    // The shortest page of these words past the first round trip at the fast quality: the next quality fits it.
    const pageOf = (n: number) => `<!DOCTYPE html><html lang="en"><body><p>${words.slice(0, n)}</p></body></html>\n`;
    let n = 1000;
    while (brotliAt(pageOf(n), brotliQuality.fast).length <= firstRoundTrip) n += 250;
    const over = pageOf(n);
    expect(brotliAt(over, better!).length).toBeLessThanOrEqual(firstRoundTrip);
    const made = compressPage(over).brotli;
    expect(made).toEqual(brotliAt(over, better!));
    expect(brotliDecompressSync(made).toString()).toBe(over);
  });

  it("compresses a page that fits at no other quality at the best one, to fewer bytes", () => {
    const fast = brotliAt(heavy, brotliQuality.fast);
    expect(fast.length).toBeGreaterThan(firstRoundTrip);
    expect(brotliAt(heavy, better!).length).toBeGreaterThan(firstRoundTrip);
    const made = compressPage(heavy).brotli;
    expect(made).toEqual(brotliAt(heavy, best!));
    expect(made.length).toBeLessThan(fast.length);
    expect(brotliDecompressSync(made).toString()).toBe(heavy);
  });
});
