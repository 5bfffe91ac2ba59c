/// <reference types="vitest/config" />
// Plugins for the client build and the dev server, and vitest. The build's inputs (the stylesheet and one
// entry per island) are set by generator/client.ts.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The test files that build, render or run the content checks (prepare, --strict) on the whole real content/ (a
 * changed copy of it, or its one shared build, tests/helpers/built-site.ts): the "site" project. Everything else
 * outside tests/e2e/ is "unit": pure code and small fixture sites (tests/helpers/small-site.ts), the loop of
 * `npm run test:quick`.
 */
const realSite = [
  "tests/content/**/*.test.{ts,tsx}",
  "tests/generator/output.test.ts",
  "tests/generator/languages.test.ts",
  "tests/generator/build.test.tsx",
  "tests/generator/content/fixtures.test.ts",
  "tests/generator/checks/spanish-names.test.ts",
  "tests/generator/checks/spanish-spelling.test.ts",
  "tests/generator/cms/admin-site.test.ts",
  "tests/hosting/nginx.test.ts",
  "tests/hosting/s3.test.ts",
  "tests/admin/site-check.test.ts",
  "tests/admin/launch-list.test.ts",
  "tests/generator/content/law.test.tsx",
  "tests/generator/content/promises.test.ts",
  "tests/generator/content/translations.test.ts",
  "tests/generator/content/field-links.test.ts",
  "tests/generator/unrelated-saves.test.tsx",
  "tests/pages/sitemap-page.test.tsx",
  "tests/scripts/new-page.test.ts",
  "tests/scripts/reminder.test.ts",
];
const browser = ["tests/e2e/**/*.test.{ts,tsx}"];
/**
 * The unit files that replace a module or a global (vi.mock, vi.stubGlobal): "unit-mocks", each file with modules of
 * its own. The other unit files share their modules within a worker (isolate: false), so React, Vite, html-validate and
 * the generator are imported once per worker, not once per file; a mock there would take effect or not depending on
 * which file a worker ran first. tests/isolation.test.ts fails when a unit file mocks and is not listed here.
 */
const ownModules = ["tests/generator/checks/html-coverage.test.tsx", "tests/admin/saved.test.ts"];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The dev server pre-bundles what the islands import, so the first visit does not reload the page to do it.
  optimizeDeps: { include: ["react", "react/jsx-runtime", "react-dom/client"] },
  test: {
    // A folder per run where test files share their builds (tests/helpers/shared-builds.tsx, built-site.ts).
    globalSetup: ["tests/helpers/builds-setup.ts"],
    // expect.poll waits for a condition (an island hydrated, a toast shown) and returns as soon as it holds; its default
    // ceiling of 1 s is shorter than a hydration takes on a busy 2-core machine.
    expect: { poll: { timeout: 15_000 } },
    // Limits for a hung test, not for a slow one: with two other CPU-bound processes on 2 cores, a whole build in a
    // test took over 60 s. No test names its own limit (a lower one would fail a busy machine first).
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // vitest's default is one worker fewer than the cores: one on a 2-core machine. The files of "unit" and "site"
    // wait on child processes and the disk as much as on the CPU, so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          isolate: false,
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: ["node_modules/**", ...realSite, ...browser, ...ownModules],
        },
      },
      { extends: true, test: { name: "unit-mocks", include: ownModules } },
      { extends: true, test: { name: "site", include: realSite } },
      // Browsers, servers and the editor, one file at a time after the others. Each file keeps its own servers on free
      // ports, temp folders and browsers, so two can run at once, but one keeps both cores busy: two at a time, each took
      // about twice as long (README, "Set up"), and every wait would have less margin on a busy machine.
      { extends: true, test: { name: "browser", include: browser, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
