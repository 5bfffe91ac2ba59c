// `npm test` runs this first (#17): the browser, HTML-checker and hosting tests need Debian packages that npm cannot
// install. Anything missing is installed with apt-get when this runs as root (as .ci/run does); otherwise it stops at
// once with the one command to run. No test skips because a package is missing. Plain JavaScript: no tsx start-up.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const onPath = (name) =>
  [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"]
    .filter((dir) => path.isAbsolute(dir))
    .some((dir) => existsSync(path.join(dir, name)));

/** Each Debian package the tests use, and how to tell it is there. */
const packages = [
  ["chromium", () => existsSync("/usr/bin/chromium")], // tests/e2e: playwright-core drives Debian's chromium
  // tests/e2e/engines.test.ts: puppeteer-core over WebDriver BiDi, which needs 153 or later (tests/helpers/engines.ts,
  // firefoxNeeded): Debian's base 140 counts as missing, so the security repository's newer one is installed over it.
  ["firefox-esr", () => Number(/Firefox (\d+)\./.exec(spawnSync("/usr/bin/firefox-esr", ["--version"], { encoding: "utf8" }).stdout ?? "")?.[1]) >= 153],
  ["webkit2gtk-driver", () => existsSync("/usr/bin/WebKitWebDriver")], // tests/e2e/engines.test.ts: WebKit, through selenium-webdriver
  ["xvfb", () => onPath("xvfb-run")], // WebKitWebDriver's browser needs an X display
  ["default-jre-headless", () => onPath("java")], // tests/e2e/nu-checker.test.ts: the W3C Nu checker is a Java program
  ["nginx", () => onPath("nginx")], // tests/hosting/nginx.test.ts
  ["libnginx-mod-http-brotli-static", () => existsSync("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")],
];

const missing = packages.filter(([, present]) => !present()).map(([name]) => name);
if (missing.length === 0) process.exit(0);

const install = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(" ")}`;
if (process.getuid?.() === 0 && onPath("apt-get")) {
  process.stderr.write(`Installing the Debian packages the tests need: ${missing.join(", ")}\n`);
  const run = spawnSync("sh", ["-c", install], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  process.exit(run.status ?? 1);
}
process.stderr.write(
  `The tests need Debian packages that are missing: ${missing.join(", ")}. Install them, then run npm test again:\n  sudo sh -c '${install}'\n`,
);
process.exit(1);
