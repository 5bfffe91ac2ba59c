/**
 * Precompression: a `.gz` (gzip level 9) and a `.br` (brotli) beside every text file of the output worth
 * compressing, so hosts that serve precompressed files (nginx `gzip_static`/`brotli_static`, the S3 deploy) send the
 * smallest bytes without compressing on each request. Same input, same bytes: gzip's header carries no time or name.
 */
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The extensions of text files that get precompressed copies. */
export const compressible = new Set([".html", ".css", ".js", ".xml", ".txt", ".svg", ".json", ".webmanifest"]);

/** Files this size or smaller are left alone: the saving does not pay for a request's headers. */
export const minBytes = 1024;

/**
 * Brotli's quality. Pages get 11: a visitor's first request, whose bytes must fit the first round trip
 * (checks/budgets.ts); it takes about 0.1 s a page, for 9% fewer bytes than 6. Everything else gets 6: quality 11
 * took 60 times as long for 11% fewer bytes, and scripts and the stylesheet are fetched after the page, then cached.
 */
export const brotliQuality = { page: 11, other: 6 } as const;

/** Both compressed forms of `data`. */
export function compress(data: string | Uint8Array, quality: number = brotliQuality.other): { gzip: Uint8Array; brotli: Uint8Array } {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  const gzip = gzipSync(bytes, { level: 9 });
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return { gzip, brotli };
}

/**
 * The copies to write beside the output file `rel`: none for a file that is not text or not over `minBytes`, and
 * each form only when smaller than the file. `made` passes forms already computed (a page's, in finish-page.ts).
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
