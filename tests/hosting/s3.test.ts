/**
 * `npm run deploy:s3` against s3rver, a local server speaking the S3 protocol with S3's static-website mode: the
 * site is built into a temp folder, deployed with scripts/deploy-s3.ts, and fetched through the bucket's website
 * endpoint (`<bucket>.s3-website-us-east-1.amazonaws.com` as the Host header), as a browser would reach S3.
 */
// cspell:words s3rver S3RVER
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { GetBucketWebsiteCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { parse } from "node-html-parser";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRecordFile, buildRecordText, readBuildRecord } from "../../generator/hosting/build-record.ts";
import { assetCache, contentSecurityPolicy, headersFor, htmlCache, parseHeadersFile } from "../../generator/hosting/headers.ts";
import { DeployError, deployS3, explain } from "../../scripts/deploy-s3.ts";
import { copyOfBuiltSite } from "../helpers/built-site.ts";
import { removeDir, root, stylesheetOf } from "../helpers/content-fixture.ts";

const bucket = "main-street-site";
const emptyBucket = "dry-run-site";
// Index document only: the deploy must add the error document itself.
const website = `<WebsiteConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <IndexDocument><Suffix>index.html</Suffix></IndexDocument>
</WebsiteConfiguration>`;
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
// The SDK's notice that its 2027 releases need Node 22 (hosting/README.md) is not this test's business.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

let server: S3rver;
let port: number;
let endpoint: string;
let client: S3Client;
let outDir: string;
let dataDir: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET through `bucket`'s website endpoint; redirects are not followed. */
function web(urlPath: string, name = bucket): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: urlPath, headers: { host: `${name}.s3-website-us-east-1.amazonaws.com` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function keys(name: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: name }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

const built = (file: string) => readFileSync(path.join(outDir, file), "utf8");
const h1s = (html: string) =>
  parse(html)
    .querySelectorAll("h1")
    .map((h) => h.textContent.trim());
const sitemapPaths = () => [...built("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const fileOf = (urlPath: string) => (urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`);
const redirects = () =>
  built("_redirects")
    .trim()
    .split("\n")
    .map((line) => line.split(" ") as [string, string, string]);

beforeAll(async () => {
  // A copy of the shared build: this test adds files to it. That build is a draft (no --strict: the content still has
  // placeholders), so every deploy below says `draft: true`, as `--draft` would; the last describe is about refusing it.
  outDir = await copyOfBuiltSite("site-s3-");
  dataDir = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  // Files that must never become site objects, whether or not this build wrote them.
  writeFileSync(path.join(outDir, "index.html.gz"), "not really gzip");
  writeFileSync(path.join(outDir, ".htaccess"), "# Apache only\n");
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dataDir,
    configureBuckets: [
      { name: bucket, configs: [website] },
      { name: emptyBucket, configs: [website] },
    ],
  });
  ({ port } = await server.run());
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
  await deployS3({ draft: true, bucket, dist: outDir, client, log: () => {} });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  if (outDir) removeDir(outDir);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("deploy:s3 through the S3 website endpoint", () => {
  it("serves every sitemap URL with status 200, text/html and the page's own <h1>", async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(30);
    for (const urlPath of paths) {
      const res = await web(urlPath);
      const expected = h1s(built(fileOf(urlPath)));
      expect({ urlPath, status: res.status, type: res.headers["content-type"] }).toEqual({
        urlPath,
        status: 200,
        type: "text/html; charset=utf-8",
      });
      expect(expected).toHaveLength(1);
      expect(h1s(res.body), urlPath).toEqual(expected);
      expect(res.body).toBe(built(fileOf(urlPath)));
    }
  });

  it("answers an unknown path with status 404 and the 404 page", async () => {
    const res = await web("/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toBe(built("404.html"));
    expect(h1s(res.body)).toEqual(h1s(built("404.html")));
  });

  it("answers an unknown Spanish address with the bilingual 404.html: S3 takes one error document", async () => {
    // The build has a Spanish not-found page and a _redirects line for it, which S3 cannot follow.
    expect(built("es/404.html")).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(redirects()).toContainEqual(["/es/*", "/es/404.html", "404"]);
    const page = built("404.html");
    expect(page).toContain('<div lang="es"');
    for (const urlPath of ["/es/algo-mal-escrito", "/es/404", "/es/404.html"]) {
      const res = await web(urlPath);
      expect({ urlPath, status: res.status, type: res.headers["content-type"] }).toEqual({ urlPath, status: 404, type: "text/html; charset=utf-8" });
      expect(res.body).toBe(page);
    }
    expect((await keys(bucket)).filter((key) => key.startsWith("es/404"))).toEqual([]);
  });

  it("answers every redirect with 301 and its target as Location", async () => {
    // The not-found lines (`/es/* /es/404.html 404`) are no redirects: S3 has one error document (above).
    const rules = redirects().filter(([, , code]) => code !== "404");
    expect(rules.length).toBeGreaterThan(0);
    for (const [from, to, code] of rules) {
      expect(code).toBe("301");
      const res = await web(from);
      expect({ from, status: res.status, location: res.headers.location }).toEqual({ from, status: 301, location: to });
    }
  });

  it("redirects /apply.html and /apply/ to /apply", async () => {
    for (const alias of ["/apply.html", "/apply/", "/county/durham-county.html", "/county/durham-county/"]) {
      const res = await web(alias);
      expect({ alias, status: res.status, location: res.headers.location }).toEqual({
        alias,
        status: 301,
        location: alias.replace(/(\.html|\/)$/, ""),
      });
    }
  });

  it("sends revalidating Cache-Control with pages and immutable with hashed assets", async () => {
    expect((await web("/apply")).headers["cache-control"]).toBe(htmlCache);
    expect((await web("/")).headers["cache-control"]).toBe(htmlCache);
    const stylesheet = stylesheetOf(outDir);
    expect(stylesheet).toMatch(/^\/assets\//);
    const asset = await web(stylesheet);
    expect(asset.status).toBe(200);
    expect(asset.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(asset.headers["cache-control"]).toBe(assetCache);
  });

  it("stores each page's Content-Security-Policy as x-amz-meta-content-security-policy for CloudFront", async () => {
    const rules = parseHeadersFile(built("_headers"));
    for (const urlPath of ["/", "/apply", "/county/durham-county"]) {
      const csp = headersFor(rules, urlPath)["Content-Security-Policy"];
      expect(csp).toMatch(/^default-src 'self'/);
      expect((await web(urlPath)).headers["x-amz-meta-content-security-policy"], urlPath).toBe(csp);
    }
  });

  it("configures the bucket's website with index.html and 404.html", async () => {
    const config = await client.send(new GetBucketWebsiteCommand({ Bucket: bucket }));
    expect(config.IndexDocument?.Suffix).toBe("index.html");
    expect(config.ErrorDocument?.Key).toBe("404.html");
  });

  it("uploads no host configuration and no precompressed copies", async () => {
    const all = await keys(bucket);
    expect(all).toContain("apply");
    expect(all).toContain("index.html");
    expect(all).not.toContain("apply.html.gz");
    expect(all.filter((key) => /(^|\/)(_headers|_redirects|\.htaccess)$|\.(gz|br)$/.test(key))).toEqual([]);
  });

  it("removes the objects of a page that is gone on the next deploy, after showing them in --dry-run", async () => {
    const gone = "/appeal-bonds";
    expect((await web(gone)).status).toBe(200);
    rmSync(path.join(outDir, fileOf(gone)));

    const lines: string[] = [];
    const plan = await deployS3({ draft: true, bucket, dist: outDir, client, dryRun: true, log: (line) => lines.push(line) });
    expect(plan.deleted.sort()).toEqual(["appeal-bonds", "appeal-bonds.html", "appeal-bonds/index.html"]);
    expect(lines.join("\n")).toMatch(/^delete +appeal-bonds +stale$/m);
    expect((await web(gone)).status).toBe(200);

    const summary = await deployS3({ draft: true, bucket, dist: outDir, client, log: () => {} });
    expect(summary.deleted.sort()).toEqual(["appeal-bonds", "appeal-bonds.html", "appeal-bonds/index.html"]);
    expect(await keys(bucket)).not.toContain("appeal-bonds");
    const res = await web(gone);
    expect(res.status).toBe(404);
    expect(res.body).toBe(built("404.html"));
    expect((await web("/apply")).status).toBe(200);
  });
});

describe("hosting/cloudfront-csp.js (the CloudFront Function, run here in Node)", () => {
  type Headers = Record<string, { value: string }>;
  const handler = new Function(`${readFileSync(path.join(root, "hosting/cloudfront-csp.js"), "utf8")}; return handler;`)() as (event: {
    response: { statusCode: number; headers: Headers };
  }) => { headers: Headers };
  const viewerResponse = (answer: Answer) => {
    const headers: Headers = {};
    for (const [name, value] of Object.entries(answer.headers)) if (typeof value === "string") headers[name] = { value };
    return handler({ response: { statusCode: answer.status, headers } }).headers;
  };

  it("sends the page's own policy as Content-Security-Policy and drops the metadata header", async () => {
    const headers = viewerResponse(await web("/apply"));
    expect(headers["content-security-policy"]?.value).toBe(headersFor(parseHeadersFile(built("_headers")), "/apply")["Content-Security-Policy"]);
    expect(headers["x-amz-meta-content-security-policy"]).toBeUndefined();
  });

  it("falls back to the policy of a page without inline scripts", async () => {
    const stylesheet = stylesheetOf(outDir);
    expect(viewerResponse(await web(stylesheet))["content-security-policy"]?.value).toBe(contentSecurityPolicy(""));
  });
});

describe("deploy:s3 --dry-run", () => {
  it("prints the plan and changes nothing in the bucket", async () => {
    const lines: string[] = [];
    const summary = await deployS3({ draft: true, bucket: emptyBucket, dist: outDir, client, dryRun: true, log: (line) => lines.push(line) });
    const output = lines.join("\n");
    expect(summary.dryRun).toBe(true);
    expect(summary.uploaded.length).toBeGreaterThan(0);
    expect(output).toMatch(/^put +apply +page +text\/html; charset=utf-8; Cache-Control: public, max-age=0, must-revalidate; CSP in metadata$/m);
    expect(output).toMatch(/^put +caswell-county +redirect +→ 301 \/county\/caswell-county$/m);
    expect(output).toContain("Nothing was changed.");
    expect(await keys(emptyBucket)).toEqual([]);
    const config = await client.send(new GetBucketWebsiteCommand({ Bucket: emptyBucket }));
    expect(config.ErrorDocument).toBeUndefined();
  });
});

describe("deploy:s3 errors", () => {
  it("names a bucket that does not exist", async () => {
    const error = await deployS3({ draft: true, bucket: "no-such-bucket", dist: outDir, client, log: () => {} }).catch((e: unknown) => e);
    expect(explain(error, "no-such-bucket", endpoint)).toBe(
      `The bucket "no-such-bucket" does not exist at ${endpoint}. Create it first (hosting/README.md, "S3 + CloudFront").`,
    );
  });

  it("exits non-zero with one sentence and no stack trace from the command line", async () => {
    const tsx = path.join(root, "node_modules/.bin/tsx");
    const args = ["scripts/deploy-s3.ts", "--bucket", "no-such-bucket", "--endpoint", endpoint, "--dist", outDir, "--draft"];
    const env = { ...process.env, AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER", AWS_REGION: "us-east-1" };
    const result = await promisify(execFile)(tsx, args, { cwd: root, env }).catch((e: { code: number; stderr: string }) => e);
    expect("code" in result ? result.code : 0).toBe(1);
    expect(result.stderr).toBe(
      `Could not deploy to s3://no-such-bucket. The bucket "no-such-bucket" does not exist at ${endpoint}. ` +
        `Create it first (hosting/README.md, "S3 + CloudFront").\n`,
    );
  });

  it("asks for the bucket when --bucket is missing", async () => {
    const tsx = path.join(root, "node_modules/.bin/tsx");
    const result = await promisify(execFile)(tsx, ["scripts/deploy-s3.ts", "--dist", outDir], { cwd: root }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect("code" in result ? result.code : 0).toBe(1);
    expect(result.stderr).toMatch(/^Name the bucket to deploy to with --bucket\.\nUsage: npm run deploy:s3 -- --bucket NAME/);
  });
});

describe("deploy:s3 refuses a build made without --strict (#46)", () => {
  const tsx = path.join(root, "node_modules/.bin/tsx");
  const env = { ...process.env, AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER", AWS_REGION: "us-east-1" };
  const cli = (args: string[]) =>
    promisify(execFile)(tsx, ["scripts/deploy-s3.ts", "--bucket", emptyBucket, "--endpoint", endpoint, ...args], { cwd: root, env }).catch(
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it("the build records how it was made in dist/.build.json, which is never uploaded", async () => {
    expect(readBuildRecord(outDir)).toEqual({ strict: false, checks: false }); // the shared build: --no-checks, no --strict
    expect(await keys(bucket)).not.toContain(buildRecordFile);
  });

  it("stops a deploy and a dry run of a draft, with one sentence, exit 1 and nothing uploaded", async () => {
    for (const dryRun of [false, true]) {
      const error = await deployS3({ bucket: emptyBucket, dist: outDir, client, dryRun, log: () => {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DeployError);
      expect(explain(error, emptyBucket)).toMatch(/was built without --strict, so it may show placeholder values .*Run `npm run build -- --strict`/);
    }
    for (const args of [
      ["--dist", outDir],
      ["--dist", outDir, "--dry-run"],
    ]) {
      const result = await cli(args);
      expect("code" in result ? result.code : 0, args.join(" ")).toBe(1);
      expect(result.stderr).toBe(
        `Could not deploy to s3://${emptyBucket}. ${path.resolve(outDir)} was built without --strict, so it may show placeholder values ` +
          "(phone, licence number), sample reviews or unread law. Run `npm run build -- --strict` and deploy again; to publish a draft on " +
          "purpose (a staging bucket), pass --draft.\n",
      );
      expect(result.stdout).toBe(""); // no plan printed: the dry run says what the real deploy would do, which is stop
    }
    expect(await keys(emptyBucket)).toEqual([]);
  });

  it("stops a build without a record (older, or copied by hand) and one built strict but with --no-checks", async () => {
    const copy = await copyOfBuiltSite("site-s3-record-");
    try {
      rmSync(path.join(copy, buildRecordFile));
      const missing = await deployS3({ bucket: emptyBucket, dist: copy, client, dryRun: true, log: () => {} }).catch((e: unknown) => e);
      expect(explain(missing, emptyBucket)).toMatch(/\.build\.json is missing, so nothing says this build was made with --strict/);
      writeFileSync(path.join(copy, buildRecordFile), buildRecordText({ strict: true, checks: false }));
      const unchecked = await deployS3({ bucket: emptyBucket, dist: copy, client, dryRun: true, log: () => {} }).catch((e: unknown) => e);
      expect(explain(unchecked, emptyBucket)).toMatch(/was built with --no-checks/);
      // What `npm run build -- --strict` records (tests/hosting/publish.test.ts deploys such a build for real).
      writeFileSync(path.join(copy, buildRecordFile), buildRecordText({ strict: true, checks: true }));
      const plan = await deployS3({ bucket: emptyBucket, dist: copy, client, dryRun: true, log: () => {} });
      expect(plan.uploaded.length).toBeGreaterThan(0);
    } finally {
      removeDir(copy);
    }
  });
});
