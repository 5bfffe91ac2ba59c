/**
 * Reads the table that the same-work benchmark's run.sh (`npm run bench -- --same-work-script PATH`) prints (one row per generator and size: each run's wall
 * seconds and the largest peak RSS) and compares this project with Eleventy per size, as issue #26's targets ask:
 * the median wall time of ours at most 1.0× Eleventy's and, at 4,000 pages, our peak RSS at most Eleventy's.
 */

/** One row of run.sh's table. */
export interface SameWorkRow {
  generator: string;
  pages: number;
  seconds: number[]; // each run's wall time
  rssMiB: number; // the largest peak RSS of its runs
}

/** Ours against Eleventy at one size. */
export interface SameWorkComparison {
  pages: number;
  oursS: number; // median wall seconds
  eleventyS: number;
  ratio: number; // oursS / eleventyS
  oursRssMiB: number;
  eleventyRssMiB: number;
  rssCounts: boolean; // whether the RSS target applies at this size (4,000 pages)
  pass: boolean;
}

/** The size at which the issue also asks for our peak RSS to be at most Eleventy's. */
export const rssTargetPages = 4000;

/** The rows of run.sh's Markdown table; every other line of its output (installers, notes) is skipped. */
export function parseSameWork(output: string): SameWorkRow[] {
  const rows: SameWorkRow[] = [];
  for (const line of output.split("\n")) {
    const cells = line
      .trim()
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length !== 4 || !/^\d+$/.test(cells[1]!) || !/^\d+$/.test(cells[3]!)) continue;
    const seconds = cells[2]!.split(/\s+/).filter(Boolean).map(Number);
    if (seconds.length === 0 || seconds.some((s) => !Number.isFinite(s))) continue;
    rows.push({ generator: cells[0]!, pages: Number(cells[1]), seconds, rssMiB: Number(cells[3]) });
  }
  return rows;
}

/** Ours against Eleventy for every size that has both rows, in the order of the table. */
export function compareWithEleventy(rows: SameWorkRow[]): SameWorkComparison[] {
  const comparisons: SameWorkComparison[] = [];
  for (const ours of rows.filter((r) => r.generator === "ours")) {
    const eleventy = rows.find((r) => r.generator === "eleventy" && r.pages === ours.pages);
    if (!eleventy) continue;
    const oursS = median(ours.seconds);
    const eleventyS = median(eleventy.seconds);
    const ratio = oursS / eleventyS;
    const rssCounts = ours.pages === rssTargetPages;
    comparisons.push({
      pages: ours.pages,
      oursS,
      eleventyS,
      ratio,
      oursRssMiB: ours.rssMiB,
      eleventyRssMiB: eleventy.rssMiB,
      rssCounts,
      pass: ratio <= 1 && (!rssCounts || ours.rssMiB <= eleventy.rssMiB),
    });
  }
  return comparisons;
}

/** The middle value; the mean of the two middle values for an even count. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
