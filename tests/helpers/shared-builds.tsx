/**
 * The builds the browser tests run against, each made once per vitest run by the first file that needs it and then
 * read by the others (a build takes longer than most of those files' checks). Test files must not change them:
 * one that needs a changed page copies what it changes to a folder of its own.
 * - "site": content/ as it is, without the build's own checks (tests/generator covers those): the one build of
 *   built-site.ts, which the content and output tests read too.
 * - "islands": content/ with scripts/sample-form.ts's form id (so /apply carries the apply-form island and the
 *   toaster), a test-only island on /faqs that throws once hydrated, and the build's own checks on.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { buildSite } from "../../generator/build/site.ts";
import { InfoPage } from "../../pages/info-page.tsx";
import { type Template, templates } from "../../pages/registry.ts";
import { writeSampleFormId } from "../../scripts/sample-form.ts";
import { Island } from "../../templates/islands/island.tsx";
import { throws } from "../fixtures/islands/throws/throws.tsx";
import { builtSite } from "./built-site.ts";
import { root } from "./content-fixture.ts";

export type Variant = "site" | "islands";

/** A finished build: the content folder it was made from and its output. */
export interface SharedBuild {
  contentDir: string;
  outDir: string;
}

/** The English FAQ page also carries the test-only island that throws once hydrated (the error boundary's test). */
export const infoWithThrows: Template = {
  file: "tests/helpers/shared-builds.tsx",
  component: ((props: Parameters<typeof InfoPage>[0]) => (
    <>
      <InfoPage {...props} />
      {props.page.path === "/faqs" && <Island island={throws} props={{ message: "The test island failed on purpose." }} />}
    </>
  )) as Template["component"],
};

async function make(variant: Variant, dir: string): Promise<SharedBuild> {
  if (variant === "site") return { contentDir: path.join(root, "content"), outDir: await builtSite() };
  const outDir = path.join(dir, "dist");
  const contentDir = path.join(dir, "content");
  cpSync(path.join(root, "content"), contentDir, { recursive: true });
  writeSampleFormId(contentDir);
  await buildSite({
    root,
    contentDir,
    outDir,
    checks: true, // the build with a form id and an extra island must pass its own checks too
    extraIslands: { throws: "tests/fixtures/islands/throws/entry.tsx" },
    templates: { ...templates, info: infoWithThrows },
  });
  return { contentDir, outDir };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The build `variant`, made now if no file of this run has made it. Claiming its folder (mkdir fails when it exists)
 * is the lock, so files running in parallel build it once; the others wait for its `done.json` or `failed.txt`.
 */
export async function sharedBuild(variant: Variant): Promise<SharedBuild> {
  const runDir = inject("sharedBuilds");
  if (!runDir) throw new Error("No folder for shared builds: run the browser tests through vitest with vite.config.ts (its globalSetup makes it).");
  const dir = path.join(runDir, variant);
  const done = path.join(dir, "done.json");
  const failed = path.join(dir, "failed.txt");
  let mine = false;
  try {
    mkdirSync(dir);
    mine = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if (mine) {
    try {
      const build = await make(variant, dir);
      writeFileSync(done, JSON.stringify(build));
      return build;
    } catch (error) {
      writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
  }
  for (;;) {
    if (existsSync(done)) return JSON.parse(readFileSync(done, "utf8")) as SharedBuild;
    if (existsSync(failed)) throw new Error(`The shared "${variant}" build failed in another test file:\n${readFileSync(failed, "utf8")}`);
    await wait(200);
  }
}
