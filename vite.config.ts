/// <reference types="vitest/config" />
// Plugins for the client build and the dev server, and vitest. The build's inputs (the stylesheet and one
// entry per island) are set by generator/client.ts.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The dev server pre-bundles what the islands import, so the first visit does not reload the page to do it.
  optimizeDeps: { include: ["react", "react/jsx-runtime", "react-dom/client"] },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    // A folder per run where test files share their builds (tests/helpers/shared-builds.tsx, built-site.ts).
    globalSetup: ["tests/helpers/builds-setup.ts"],
    exclude: ["node_modules/**"],
    // expect.poll waits for a condition (an island hydrated, a toast shown) and returns as soon as it holds; its default
    // ceiling of 1 s is shorter than a hydration takes on a busy 2-core machine.
    expect: { poll: { timeout: 15_000 } },
    // Limits for a hung test, not for a slow one: with two other CPU-bound processes on 2 cores, a whole build in a
    // test took over 60 s. No test names its own limit (a lower one would fail a busy machine first).
    testTimeout: 300_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
