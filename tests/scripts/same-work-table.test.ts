/** The bench's reading of the same-work benchmark's run.sh table, fed a real run's output. */
import { describe, expect, it } from "vitest";
import { compareWithEleventy, median, parseSameWork } from "../../scripts/same-work-table.ts";

// A real run.sh output (RUNS=3), with the lines it prints around the table.
const output = `debconf: delaying package configuration, since apt-utils is not installed
| generator | pages | wall s (each run) | peak RSS MiB (largest) |
|---|---:|---|---:|
| ours | 1000 | 12.97 12.30 13.33 | 600 |
| eleventy | 1000 | 3.66 4.39 4.59 | 236 |
| hugo | 1000 | 0.95 1.06 0.92 | 113 |
| ours | 4000 | 31.06 33.47 34.12 | 1043 |
| eleventy | 4000 | 12.60 11.64 13.73 | 586 |
| hugo | 4000 | 3.54 3.49 3.69 | 318 |
note: Eleventy's bench-county-0002 differs from ours
`;

describe("parseSameWork", () => {
  it("reads every generator's row, each run's seconds and the peak RSS, and skips the other lines", () => {
    const rows = parseSameWork(output);
    expect(rows.map((r) => `${r.generator} ${r.pages}`)).toEqual(["ours 1000", "eleventy 1000", "hugo 1000", "ours 4000", "eleventy 4000", "hugo 4000"]);
    expect(rows[0]).toEqual({ generator: "ours", pages: 1000, seconds: [12.97, 12.3, 13.33], rssMiB: 600 });
    expect(rows[4]).toEqual({ generator: "eleventy", pages: 4000, seconds: [12.6, 11.64, 13.73], rssMiB: 586 });
  });

  it("finds no rows in output without the table", () => {
    expect(parseSameWork("failed: node generator/bundle.mjs\n")).toEqual([]);
  });
});

describe("compareWithEleventy", () => {
  it("compares the medians per size, and the peak RSS at 4,000 pages", () => {
    const [small, large] = compareWithEleventy(parseSameWork(output));
    expect(small).toMatchObject({ pages: 1000, oursS: 12.97, eleventyS: 4.39, oursRssMiB: 600, eleventyRssMiB: 236, rssCounts: false, pass: false });
    expect(small!.ratio).toBeCloseTo(12.97 / 4.39);
    expect(large).toMatchObject({ pages: 4000, oursS: 33.47, eleventyS: 12.6, oursRssMiB: 1043, eleventyRssMiB: 586, rssCounts: true, pass: false });
    expect(large!.ratio).toBeCloseTo(33.47 / 12.6);
  });

  it("passes at most 1.0x, and at 4,000 pages only when our peak RSS is at most Eleventy's too", () => {
    const table = (oursRss: number) =>
      [
        "| ours | 1000 | 2.0 3.0 | 900 |",
        "| eleventy | 1000 | 3.0 3.0 | 200 |",
        `| ours | 4000 | 8.0 | ${oursRss} |`,
        "| eleventy | 4000 | 9.0 | 600 |",
      ].join("\n");
    expect(compareWithEleventy(parseSameWork(table(600))).map((c) => c.pass)).toEqual([true, true]);
    expect(compareWithEleventy(parseSameWork(table(601))).map((c) => c.pass)).toEqual([true, false]);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
