/** sitemap.xml's lastmod: the last commit that touched each content file, and none outside git. */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lastCommitDates } from "../../../generator/seo/lastmod.ts";
import { sitemapXml } from "../../../generator/seo/sitemap-xml.ts";
import { removeDir } from "../../helpers/content-fixture.ts";

let repo = "";
afterEach(() => removeDir(repo));

function commit(message: string, date: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) => expect(spawnSync("git", args, { cwd: repo, env }).status).toBe(0);
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "-q", "-m", message);
}

describe("lastCommitDates", () => {
  it("gives each content file the date of the last commit that touched it", () => {
    repo = mkdtempSync(path.join(tmpdir(), "lastmod-"));
    expect(spawnSync("git", ["init", "-q"], { cwd: repo }).status).toBe(0);
    const content = path.join(repo, "content");
    mkdirSync(path.join(content, "counties"), { recursive: true });
    writeFileSync(path.join(content, "counties/wake-county.md"), "one");
    writeFileSync(path.join(content, "counties/durham-county.md"), "one");
    writeFileSync(path.join(repo, "README.md"), "not content");
    commit("first", "2026-01-02T03:04:05+00:00");
    writeFileSync(path.join(content, "counties/wake-county.md"), "two");
    commit("second", "2026-03-04T05:06:07+00:00");
    writeFileSync(path.join(repo, "README.md"), "still not content");
    commit("third", "2026-05-06T07:08:09+00:00");

    expect(Object.fromEntries(lastCommitDates(content))).toEqual({
      "counties/wake-county.md": "2026-03-04T05:06:07+00:00",
      "counties/durham-county.md": "2026-01-02T03:04:05+00:00",
    });
  });

  it("gives no dates outside a git checkout", () => {
    repo = mkdtempSync(path.join(tmpdir(), "no-git-"));
    writeFileSync(path.join(repo, "site.yaml"), "x: 1");
    expect(lastCommitDates(repo).size).toBe(0);
  });
});

describe("sitemapXml", () => {
  it("writes lastmod only where a date is known", () => {
    const xml = sitemapXml("https://www.example.org", ["/", "/apply"], new Map([["/apply", "2026-03-04T05:06:07+00:00"]]));
    expect(xml).toContain("<url><loc>https://www.example.org/</loc></url>");
    expect(xml).toContain("<url><loc>https://www.example.org/apply</loc><lastmod>2026-03-04T05:06:07+00:00</lastmod></url>");
  });
});
