/** The favicon set and manifest made from public/favicon.svg: right sizes, valid ICO, every manifest icon written. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prepare } from "../../../generator/prepare.ts";
import { appIconFiles, svgDataUri, themeColor } from "../../../generator/seo/icons.ts";
import { root } from "../../helpers/content-fixture.ts";

const { content } = prepare(path.join(root, "content"));
const { site } = content;
const spanish = content.langs.es!.messages.site!; // the business's sentence in Spanish (content/messages/es.yaml `site:`)
const files = appIconFiles(path.join(root, "public"), site, [{ code: "es", hreflang: "es", prefix: "/es", description: spanish.description }]);
const pngSize = (png: Buffer) => {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [png.readUInt32BE(16), png.readUInt32BE(20)]; // IHDR width and height
};

describe("app icons", () => {
  it("renders each PNG at its size", () => {
    expect(pngSize(files.get("apple-touch-icon.png") as Buffer)).toEqual([180, 180]);
    expect(pngSize(files.get("icons/icon-192.png") as Buffer)).toEqual([192, 192]);
    expect(pngSize(files.get("icons/icon-512.png") as Buffer)).toEqual([512, 512]);
    expect(pngSize(files.get("icons/maskable-512.png") as Buffer)).toEqual([512, 512]);
  });

  it("wraps a 32 px PNG in a valid one-image ICO", () => {
    const icon = files.get("favicon.ico") as Buffer;
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2), icon.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([icon[6], icon[7]]).toEqual([32, 32]);
    expect(icon.readUInt32LE(14)).toBe(icon.length - 22);
    expect(pngSize(icon.subarray(icon.readUInt32LE(18)))).toEqual([32, 32]);
  });

  it("lists in the manifest only icons the build writes, with the theme colour and the site's name", () => {
    const manifest = JSON.parse(files.get("manifest.webmanifest") as string);
    expect(manifest).toMatchObject({ name: site.name, start_url: "/", theme_color: themeColor });
    for (const icon of manifest.icons as { src: string }[]) expect(icon.src === "/favicon.svg" || files.has(icon.src.slice(1)), icon.src).toBe(true);
  });

  it("L7: has a Spanish manifest that starts at /es with the Spanish description and the same icons", () => {
    const en = JSON.parse(files.get("manifest.webmanifest") as string);
    const es = JSON.parse(files.get("manifest-es.webmanifest") as string);
    expect(en).toMatchObject({ lang: "en", start_url: "/", description: site.description });
    expect(es).toMatchObject({ lang: "es", start_url: "/es", description: spanish.description, name: site.name });
    expect(es.icons).toEqual(en.icons);
  });

  it("gives the same bytes every time (deterministic output)", () => {
    const again = appIconFiles(path.join(root, "public"), site, [{ code: "es", hreflang: "es", prefix: "/es", description: spanish.description }]);
    for (const [file, data] of files) expect(Buffer.from(again.get(file)!).equals(Buffer.from(data)), file).toBe(true);
  });
});

describe("svgDataUri", () => {
  it("percent-encodes what a URL may not hold and turns double quotes into apostrophes", () => {
    expect(svgDataUri('<svg xmlns="http://www.w3.org/2000/svg">\n  <path fill="#fff"/></svg>\n')).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%20%3Cpath%20fill='%23fff'/%3E%3C/svg%3E",
    );
  });
});
