/** Debian's chromium driven by playwright-core, launched the way this machine needs; tests and the bench use it. */
import { type Browser, chromium } from "playwright-core";

export const chromiumPath = "/usr/bin/chromium";

/** The flags this machine needs: no sandbox as root, no GPU, nothing that calls home. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A headless chromium with the flags that keep it off the (closed) network. Playwright gives it a fresh profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}
