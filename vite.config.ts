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
    exclude: ["node_modules/**"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ["tests/helpers/global-setup.ts"],
  },
});
