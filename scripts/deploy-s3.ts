/**
 * `npm run deploy:s3 -- --bucket NAME [--endpoint URL] [--region us-east-1] [--dist dist] [--dry-run] [--draft]`: uploads
 * the strictly built site (a draft only with --draft) to an S3 bucket so that S3 static-website hosting serves every canonical URL without a redirect
 * (ARCHITECTURE.md, "Clean URLs, no trailing slash" and "Old addresses redirect"). Pages go under their extensionless
 * keys (`apply`, `county/durham-county`; `index.html` for `/`) as `text/html`, redirects become objects carrying
 * `x-amz-website-redirect-location`, and keys an earlier deploy left behind are deleted. S3 cannot send arbitrary
 * headers, so each page's Content-Security-Policy rides along as `x-amz-meta-content-security-policy` for a CloudFront
 * Function to rename (hosting/README.md). Credentials come from the AWS SDK's usual chain (environment, shared config,
 * SSO, instance role). hosting/README.md puts CloudFront in front for HTTPS and the security headers.
 */
// cspell:words extensionless s3rver
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { DeleteObjectsCommand, ListObjectsV2Command, PutBucketWebsiteCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { buildRecordFile, readBuildRecord } from "../generator/hosting/build-record.ts";
import { contentTypeOf, contentTypes } from "../generator/hosting/content-types.ts";
import { headersFor, htmlCache, otherCache, parseHeadersFile, urlPathOf } from "../generator/hosting/headers.ts";
import { parseNotFoundRules } from "../generator/hosting/not-found.ts";
import { parseRedirectsFile } from "../generator/seo/redirect-page.ts";
import { listFiles } from "../generator/write.ts";

/** What an object is for; decides the order of uploads and the plan's grouping. */
export type ObjectKind = "asset" | "file" | "error" | "page" | "redirect" | "alias";

/** One object the deploy writes. `file` is the dist/ file holding its body; no file means an empty body. */
export interface PlannedObject {
  key: string;
  kind: ObjectKind;
  file?: string; // relative to dist/
  contentType: string;
  cacheControl?: string;
  redirect?: string; // x-amz-website-redirect-location
  csp?: string; // stored as x-amz-meta-content-security-policy, for CloudFront to send as the real header
}

/** What `deployS3` is asked to do. */
export interface DeployOptions {
  bucket: string;
  dist: string;
  region?: string;
  endpoint?: string; // an S3-compatible endpoint (s3rver, MinIO); path-style addressing is used with it
  dryRun?: boolean;
  draft?: boolean; // publish a build made without --strict on purpose (a staging bucket); never the default
  client?: S3Client; // tests pass one with their credentials
  log?: (line: string) => void; // default: stdout
}

/** What a deploy did (or, with --dry-run, would do). */
export interface DeploySummary {
  uploaded: PlannedObject[];
  deleted: string[];
  dryRun: boolean;
}

/** A mistake the user can fix (no bucket, no build, bad credentials): printed as it is, without a stack trace. */
export class DeployError extends Error {}

export const indexDocument = "index.html";
export const errorDocument = "404.html";

// Files a host reads as configuration, and precompressed copies: S3 cannot negotiate Content-Encoding, and
// CloudFront compresses on its own (hosting/README.md).
const notServed = (file: string) =>
  file === "_headers" || file === "_redirects" || file.split("/").some((part) => part.startsWith(".")) || /\.(gz|br)$/.test(file);

const html = contentTypes[".html"]!;
const kindOrder: ObjectKind[] = ["asset", "file", "error", "page", "redirect", "alias"];

/** `_redirects` as a map from each old address to its page. */
function readRedirects(distDir: string): Map<string, string> {
  return new Map(parseRedirectsFile(readFileSync(path.join(distDir, "_redirects"), "utf8")).map((r) => [r.from, r.to]));
}

/**
 * Every object of a deploy of `distDir`, assets first and aliases last. Besides each page at its extensionless key,
 * `<page>.html` and `<page>/index.html` are written as redirects to the page, so `/apply.html` and `/apply/` answer
 * 301 → `/apply` as on the preview server and nginx (S3 looks up `apply/index.html` for `/apply/`).
 */
export function planUpload(distDir: string): PlannedObject[] {
  if (!existsSync(distDir) || !statSync(distDir).isDirectory()) throw new DeployError(`There is no build in ${distDir}. Run \`npm run build\` first.`);
  for (const required of ["_headers", "_redirects", indexDocument, errorDocument])
    if (!existsSync(path.join(distDir, required)))
      throw new DeployError(`${path.join(distDir, required)} is missing, so this is not a complete build. Run \`npm run build\` again.`);
  const rules = parseHeadersFile(readFileSync(path.join(distDir, "_headers"), "utf8"));
  const redirects = readRedirects(distDir);
  // S3 website hosting takes one error document: 404.html, which speaks both languages, answers every unknown key.
  // A language's own not-found page (es/404.html, `/es/* /es/404.html 404` in _redirects) has no use there.
  const otherNotFound = new Set(parseNotFoundRules(readFileSync(path.join(distDir, "_redirects"), "utf8")).map((r) => r.page.slice(1)));
  const cacheOf = (urlPath: string, fallback: string) => headersFor(rules, urlPath)["Cache-Control"] ?? fallback;
  const cspOf = (urlPath: string) => headersFor(rules, urlPath)["Content-Security-Policy"];

  const plan: PlannedObject[] = [];
  const aliases = (urlPath: string, to: string) => {
    for (const key of [`${urlPath.slice(1)}.html`, `${urlPath.slice(1)}/${indexDocument}`])
      plan.push({ key, kind: "alias", contentType: html, redirect: to });
  };
  for (const file of listFiles(distDir)) {
    if (notServed(file) || otherNotFound.has(file)) continue;
    const ext = path.extname(file).toLowerCase();
    if (file === errorDocument) {
      plan.push({ key: file, kind: "error", file, contentType: html, cacheControl: cacheOf(`/${file}`, htmlCache), csp: cspOf(`/${file}`) });
    } else if (ext === ".html") {
      const urlPath = urlPathOf(file);
      const key = file === indexDocument ? indexDocument : urlPath.slice(1);
      const to = redirects.get(urlPath);
      if (to) {
        // The body is the build's meta-refresh page, for clients that read the object through the REST endpoint.
        plan.push({ key, kind: "redirect", file, contentType: html, cacheControl: htmlCache, redirect: to });
        aliases(urlPath, to);
      } else {
        plan.push({ key, kind: "page", file, contentType: html, cacheControl: cacheOf(urlPath, htmlCache), csp: cspOf(urlPath) });
        if (urlPath !== "/") aliases(urlPath, urlPath);
      }
    } else {
      const kind = file.startsWith("assets/") ? "asset" : "file";
      plan.push({ key: file, kind, file, contentType: contentTypeOf(file), cacheControl: cacheOf(`/${file}`, otherCache) });
    }
  }
  // A redirect in _redirects without a page in dist/ (a build always writes one, but a hand-edited file may not).
  const keys = new Set(plan.map((o) => o.key));
  for (const [from, to] of redirects) if (!keys.has(from.slice(1))) plan.push({ key: from.slice(1), kind: "redirect", contentType: html, redirect: to });

  const seen = new Set<string>();
  for (const o of plan) {
    if (seen.has(o.key)) throw new DeployError(`Two files in ${distDir} would both be uploaded as "${o.key}". Rename one of them.`);
    seen.add(o.key);
  }
  return plan.sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Every key in the bucket. */
async function listKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key !== undefined) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Runs `task` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The plan as an aligned table: action, key, then the Content-Type and Cache-Control or the redirect target. */
export function planTable(plan: PlannedObject[], stale: string[]): string {
  const rows = [
    ["action", "key", "kind", "headers"],
    ...plan.map((o) => [
      "put",
      o.key,
      o.kind,
      o.redirect ? `→ 301 ${o.redirect}` : `${o.contentType}; Cache-Control: ${o.cacheControl ?? "(none)"}${o.csp ? "; CSP in metadata" : ""}`,
    ]),
    ...stale.map((key) => ["delete", key, "stale", ""]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function counts(plan: PlannedObject[]): string {
  const n = (kind: ObjectKind) => plan.filter((o) => o.kind === kind).length;
  return (
    `${n("page")} pages, ${n("redirect")} redirects, ${n("asset")} assets, ${n("file")} other files, the 404 page ` +
    `and ${n("alias")} .html and trailing-slash redirects`
  );
}

/** A message a person can act on, for an error of the AWS SDK or the network. */
export function explain(error: unknown, bucket: string, endpoint?: string): string {
  if (error instanceof DeployError) return error.message;
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string } };
  const where = endpoint ? ` at ${endpoint}` : "";
  switch (e.name) {
    case "NoSuchBucket":
      return `The bucket "${bucket}" does not exist${where}. Create it first (hosting/README.md, "S3 + CloudFront").`;
    case "AccessDenied":
    case "AllAccessDisabled":
      return `Access to the bucket "${bucket}" was denied. The credentials need s3:ListBucket, s3:PutObject, s3:DeleteObject and s3:PutBucketWebsite on it.`;
    case "InvalidAccessKeyId":
    case "SignatureDoesNotMatch":
    case "ExpiredToken":
      return `S3 refused the credentials (${e.name}). Check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, or AWS_PROFILE.`;
    case "CredentialsProviderError":
      return "No AWS credentials were found. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE, and try again.";
    case "PermanentRedirect":
    case "AuthorizationHeaderMalformed":
      return `The bucket "${bucket}" is in another region. Pass its region with --region.`;
  }
  const code = e.code ?? e.cause?.code;
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "ETIMEDOUT" || code === "EAI_AGAIN")
    return `Could not reach S3${where} (${code}). Check the network and --endpoint.`;
  return `S3 answered with an error: ${e.name ?? "Error"}: ${e.message ?? String(error)}`;
}

/**
 * Refuses a dist/ that `npm run build -- --strict` did not make: a draft keeps placeholder values (a fictional phone
 * number, licence 000000), sample reviews and law nobody has read, and would go live looking finished. The build
 * says how it was made in dist/.build.json (generator/hosting/build-record.ts). `draft` lets it through on purpose.
 */
export function refuseDraft(distDir: string, draft = false): void {
  if (draft || !existsSync(distDir)) return; // no dist/ at all: planUpload says so
  const record = readBuildRecord(distDir);
  const rebuild = "Run `npm run build -- --strict` and deploy again; to publish a draft on purpose (a staging bucket), pass --draft.";
  if (!record) throw new DeployError(`${path.join(distDir, buildRecordFile)} is missing, so nothing says this build was made with --strict. ${rebuild}`);
  if (!record.strict || !record.checks)
    throw new DeployError(
      `${distDir} was built ${record.strict ? "with --no-checks" : "without --strict"}, so it may show placeholder values (phone, licence number), sample reviews or unread law. ${rebuild}`,
    );
}

/** Uploads `dist` to the bucket, configures website hosting and deletes stale keys; with `dryRun`, only prints the plan. */
export async function deployS3(options: DeployOptions): Promise<DeploySummary> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const distDir = path.resolve(options.dist);
  // Before anything else, a dry run too: it says what the real deploy would do, and that one would stop here.
  refuseDraft(distDir, options.draft);
  const plan = planUpload(distDir);
  const client =
    options.client ??
    new S3Client({
      region: options.region ?? "us-east-1",
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    });
  const planned = new Set(plan.map((o) => o.key));

  if (options.dryRun) {
    let stale: string[] = [];
    let note = "";
    try {
      stale = (await listKeys(client, options.bucket)).filter((key) => !planned.has(key));
    } catch (error) {
      note = `\nCould not list the bucket, so stale keys are not shown: ${explain(error, options.bucket, options.endpoint)}`;
    }
    log(planTable(plan, stale));
    log(`\nDry run: would upload ${plan.length} objects to s3://${options.bucket} (${counts(plan)}), delete ${stale.length} stale objects`);
    log(`and set the website's index document to ${indexDocument} and its error document to ${errorDocument}. Nothing was changed.${note}`);
    return { uploaded: plan, deleted: stale, dryRun: true };
  }

  const existing = await listKeys(client, options.bucket);
  await eachLimited(plan, 8, async (o) => {
    const body = o.file ? readFileSync(path.join(distDir, o.file)) : Buffer.alloc(0);
    await client.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: o.key,
        Body: body,
        ContentLength: body.length, // without it the SDK takes an empty body for a stream of unknown length
        ContentType: o.contentType,
        CacheControl: o.cacheControl,
        WebsiteRedirectLocation: o.redirect,
        Metadata: o.csp ? { "content-security-policy": o.csp } : undefined,
      }),
    );
  });
  await client.send(
    new PutBucketWebsiteCommand({
      Bucket: options.bucket,
      WebsiteConfiguration: { IndexDocument: { Suffix: indexDocument }, ErrorDocument: { Key: errorDocument } },
    }),
  );
  // Stale keys go last, so a page already in the bucket never points at an asset that was deleted first.
  const stale = existing.filter((key) => !planned.has(key));
  for (let i = 0; i < stale.length; i += 1000) {
    const batch = stale.slice(i, i + 1000);
    const result = await client.send(
      new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0)
      throw new DeployError(
        `Could not delete ${failed.length} stale objects from s3://${options.bucket}, for example "${failed[0]!.Key}": ${failed[0]!.Message}`,
      );
  }
  log(`Uploaded ${plan.length} objects to s3://${options.bucket}: ${counts(plan)}.`);
  log(`Deleted ${stale.length} stale objects. Website: index document ${indexDocument}, error document ${errorDocument}.`);
  return { uploaded: plan, deleted: stale, dryRun: false };
}

const usage = "Usage: npm run deploy:s3 -- --bucket NAME [--endpoint URL] [--region us-east-1] [--dist dist] [--dry-run] [--draft]";

/** The CLI's options, parsed; throws on an unknown or malformed flag. */
function parseOptions(args: string[]) {
  return parseArgs({
    args,
    options: {
      bucket: { type: "string" },
      endpoint: { type: "string" },
      region: { type: "string" },
      dist: { type: "string", default: "dist" },
      "dry-run": { type: "boolean", default: false },
      draft: { type: "boolean", default: false },
    },
  }).values;
}

/** The CLI: parses the arguments, deploys, and exits non-zero with one readable message on any error. */
async function main(argv: string[]): Promise<number> {
  let values: ReturnType<typeof parseOptions>;
  try {
    values = parseOptions(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 1;
  }
  // Without --endpoint, the variable the AWS SDKs and CLI read for an S3-compatible endpoint (tests/hosting/publish.test.ts
  // points the workflow's own deploy line at s3rver with it).
  values.endpoint ??= process.env.AWS_ENDPOINT_URL_S3 || undefined;
  if (!values.bucket) {
    process.stderr.write(`Name the bucket to deploy to with --bucket.\n${usage}\n`);
    return 1;
  }
  if (values.endpoint !== undefined && !URL.canParse(values.endpoint)) {
    process.stderr.write(`--endpoint must be a URL like http://127.0.0.1:4568, not "${values.endpoint}".\n`);
    return 1;
  }
  // The SDK warns on every run that its releases after January 2027 need Node 22; hosting/README.md says so once.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  try {
    await deployS3({
      bucket: values.bucket,
      dist: values.dist,
      region: values.region ?? process.env.AWS_REGION ?? "us-east-1",
      endpoint: values.endpoint,
      dryRun: values["dry-run"],
      draft: values.draft,
    });
    return 0;
  } catch (error) {
    process.stderr.write(`Could not deploy to s3://${values.bucket}. ${explain(error, values.bucket, values.endpoint)}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
