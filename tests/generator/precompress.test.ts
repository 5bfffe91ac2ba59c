/** Precompression writes deterministic .gz and .br copies of the text files worth compressing, and nothing else. */
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressFiles, compressibleFiles, minBytes, precompress } from "../../generator/hosting/precompress.ts";
import { listFiles } from "../../generator/write.ts";
import { removeDir } from "../helpers/content-fixture.ts";

const work = mkdtempSync(path.join(tmpdir(), "precompress-test-"));
const dir = path.join(work, "dist");
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
  "small.html": "<!DOCTYPE html><h1>Tiny</h1>\n",
  "_headers": "/*\n  X-Frame-Options: DENY\n".repeat(100),
  "_redirects": "/a /b 301\n".repeat(200),
};
const incompressible = randomBytes(4096); // random bytes: neither format can make them smaller
let written: string[] = [];

beforeAll(async () => {
  for (const [rel, body] of Object.entries(text)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), body);
  }
  writeFileSync(path.join(dir, "assets/random-abc.js"), incompressible);
  writeFileSync(path.join(dir, "images/photo.png"), Buffer.alloc(8192)); // compressible bytes, but not a text type
  written = await precompress(dir);
});
afterAll(() => removeDir(work));

describe("precompress", () => {
  const compressed = Object.keys(text).filter((f) => !f.startsWith("_") && f !== "small.html");

  it("writes a .gz and a .br beside each text file over 1 KB (html, css, js, xml, txt, svg, json, webmanifest)", () => {
    expect(written).toEqual(compressed.flatMap((f) => [`${f}.br`, `${f}.gz`]).sort());
  });

  it.each(Object.keys(text).filter((f) => !f.startsWith("_") && f !== "small.html"))(
    "%s: both copies decompress to the file and are smaller than it",
    (rel) => {
      const original = readFileSync(path.join(dir, rel));
      const gz = readFileSync(path.join(dir, `${rel}.gz`));
      const br = readFileSync(path.join(dir, `${rel}.br`));
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gz.length).toBeLessThan(original.length);
      expect(br.length).toBeLessThan(original.length);
    },
  );

  it("leaves alone files of 1 KB or less, host files, other types and files compression cannot shrink", () => {
    expect(Buffer.byteLength(text["small.html"]!)).toBeLessThanOrEqual(minBytes);
    for (const rel of ["small.html", "_headers", "_redirects", "images/photo.png", "assets/random-abc.js"]) {
      expect(existsSync(path.join(dir, `${rel}.gz`)), `${rel}.gz`).toBe(false);
      expect(existsSync(path.join(dir, `${rel}.br`)), `${rel}.br`).toBe(false);
    }
  });

  it("uses gzip level 9 without a time or file name in the header", () => {
    const gz = readFileSync(path.join(dir, "index.html.gz"));
    expect(gz.readUInt32LE(4)).toBe(0); // MTIME
    expect(gz[3]! & 0x08).toBe(0); // no FNAME
    expect(gz[8]).toBe(2); // XFL 2: maximum compression
  });

  it("gives byte-identical copies for the same files", async () => {
    const again = path.join(work, "again");
    cpSync(dir, again, { recursive: true, filter: (src) => !/\.(gz|br)$/.test(src) });
    expect(await precompress(again)).toEqual(written);
    const bytes = (d: string) => listFiles(d).map((f) => [f, readFileSync(path.join(d, f)).toString("base64")]);
    expect(bytes(again)).toEqual(bytes(dir));
  });

  it("takes the previous build's copies of unchanged files and compresses changed ones anew", () => {
    const next = path.join(work, "next");
    cpSync(dir, next, { recursive: true, filter: (src) => !/\.(gz|br)$/.test(src) });
    writeFileSync(path.join(next, "index.html"), page.replace("</body>", "<p>changed</p></body>"));
    const { written: again, reused } = compressFiles(next, compressibleFiles(next), dir);
    expect(again.sort()).toEqual(written);
    // Every file over 1 KB but the changed page, the incompressible script included (it has no copies to take).
    expect(reused).toBe(compressed.length - 1 + 1);
    const copy = "county/wake-county.html.gz";
    expect(statSync(path.join(next, copy)).ino).toBe(statSync(path.join(dir, copy)).ino); // a hard link
    expect(gunzipSync(readFileSync(path.join(next, "index.html.gz"))).toString()).toContain("<p>changed</p>");
  });

  it("rejects when the folder goes away, without an unhandled rejection when nobody awaits it", async () => {
    const gone = path.join(work, "gone");
    mkdirSync(gone);
    writeFileSync(path.join(gone, "index.html"), page);
    const pending = precompress(gone);
    removeDir(gone);
    await expect(pending).rejects.toThrow();
  });
});
