/** The costly half of a page's build: html-validate when asked, and both compressed copies always. */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageFinisher } from "../../../generator/build/finish-page.ts";
import { htmlConfig } from "../../../generator/checks/html.ts";

const invalid = `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main><h1>x</h1><p><div>block in p</div></p></main></body></html>`;

describe("pageFinisher", () => {
  it("validates when asked and compresses the page either way", async () => {
    const finish = pageFinisher(htmlConfig());
    const checked = await finish({ file: "a.html", html: invalid, validate: true });
    expect(checked.problems.length).toBeGreaterThan(0);
    expect(gunzipSync(checked.gzip).toString()).toBe(invalid);
    expect(brotliDecompressSync(checked.brotli).toString()).toBe(invalid);
  });

  it("does not validate a page of a build with checks off, even after it validated another (a worker warms up first)", async () => {
    const finish = pageFinisher(htmlConfig());
    await finish({ file: "warm.html", html: invalid, validate: true });
    expect((await finish({ file: "b.html", html: invalid, validate: false })).problems).toEqual([]);
  });

  it("without html-validate's configuration (checks off), compresses and refuses to validate rather than pass a page unchecked", async () => {
    const finish = pageFinisher();
    expect(gunzipSync((await finish({ file: "c.html", html: invalid, validate: false })).gzip).toString()).toBe(invalid);
    await expect(finish({ file: "d.html", html: invalid, validate: true })).rejects.toThrow(/d\.html was sent to be validated/);
  });
});
