/** The worker threads that check and compress pages for large builds. */
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { startPool } from "../../../generator/build/pool.ts";
import { htmlConfig } from "../../../generator/checks/html.ts";
import { root } from "../../helpers/content-fixture.ts";

const html = `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main><h1>x</h1><p><div>block in p</div></p></main></body></html>`;

describe("startPool", () => {
  it("validates and compresses a page on a worker thread", async () => {
    const pool = await startPool(root, 1, htmlConfig());
    try {
      const done = await pool.finish({ file: "a.html", html, validate: true });
      expect(done.problems.length).toBeGreaterThan(0);
      expect(gunzipSync(done.gzip).toString()).toBe(html);
    } finally {
      await pool.close();
    }
  });

  it("without html-validate's configuration (a build with checks off), compresses, and fails a page sent to be validated", async () => {
    const pool = await startPool(root, 1);
    try {
      const done = await pool.finish({ file: "a.html", html, validate: false });
      expect(done.problems).toEqual([]);
      expect(gunzipSync(done.gzip).toString()).toBe(html);
      await expect(pool.finish({ file: "b.html", html, validate: true })).rejects.toThrow(/worker thread of the build failed/);
    } finally {
      await pool.close();
    }
  });

  it("fails a page sent after its threads stopped, instead of waiting for an answer that never comes", async () => {
    const pool = await startPool(root, 1, htmlConfig());
    await pool.close();
    await expect(pool.finish({ file: "a.html", html, validate: false })).rejects.toThrow(/worker thread/);
  });
});
