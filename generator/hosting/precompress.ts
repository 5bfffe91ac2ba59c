/**
 * Precompression: a `.gz` (gzip level 9) and a `.br` (brotli) beside every text file of the output worth
 * compressing, so hosts that serve precompressed files (nginx `gzip_static`/`brotli_static`, the S3 deploy) send the
 * smallest bytes without compressing on each request. Same input, same bytes: gzip's header carries no time or name.
 */
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The extensions of text files that get precompressed copies. */
export const compressible = new Set([".html", ".css", ".js", ".xml", ".txt", ".svg", ".json", ".webmanifest", ".yml"]); // .yml: the editor's config

/** Files this size or smaller are left alone: the saving does not pay for a request's headers. */
export const minBytes = 1024;

/**
 * Brotli's qualities: 6, fast, for everything. A page is a visitor's first request, whose bytes should arrive in the
 * first round trip (`firstRoundTrip`, the budget of checks/budgets.ts): a page that does not fit at 6 is compressed
 * again at 10, and one that still does not fit at 11, which takes several times as long as 10 for a few percent fewer
 * bytes. Only such pages pay; within the round trip, fewer bytes arrive no sooner.
 */
export const brotliQuality = { fast: 6, more: [10, 11] } as const;

/** What arrives in the first round trip: ten TCP segments, about 14 KiB. */
export const firstRoundTrip = 14 * 1024;

function brotli(bytes: Uint8Array, quality: number): Uint8Array {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Both compressed forms of `data`. */
export function compress(data: string | Uint8Array, quality: number = brotliQuality.fast): { gzip: Uint8Array; brotli: Uint8Array } {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  return { gzip: gzipSync(bytes, { level: 9 }), brotli: brotli(bytes, quality) };
}

/** A page's compressed forms: brotli at the first quality that fits the first round trip, else at the best. */
export function compressPage(html: string): { gzip: Uint8Array; brotli: Uint8Array } {
  const made = compress(html);
  for (const quality of brotliQuality.more) {
    if (made.brotli.length <= firstRoundTrip) break;
    made.brotli = brotli(Buffer.from(html), quality);
  }
  return made;
}

/**
 * The copies to write beside the output file `rel`: none for a file that is not text or not over `minBytes`, and
 * each form only when smaller than the file. `made` passes forms already computed (a page's, in build/finish-page.ts).
 */
export function compressedCopies(rel: string, data: string | Uint8Array, made?: { gzip: Uint8Array; brotli: Uint8Array }): [string, Uint8Array][] {
  const size = typeof data === "string" ? Buffer.byteLength(data) : data.length;
  if (!compressible.has(path.extname(rel).toLowerCase()) || size <= minBytes) return [];
  const { gzip, brotli } = made ?? compress(data);
  return (
    [
      [`${rel}.gz`, gzip],
      [`${rel}.br`, brotli],
    ] as const
  ).filter(([, bytes]) => bytes.length < size) as [string, Uint8Array][];
}
