/// <reference types="vitest/config" />
// The client build (Tailwind CSS now; the islands' entries join in #3), the dev server's transforms, and vitest.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    manifest: true,
    assetsDir: "assets",
    rolldownOptions: { input: { styles: "templates/styles.css" } },
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
