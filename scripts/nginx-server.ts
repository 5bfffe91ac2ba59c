/**
 * Runs Debian's nginx in the foreground on 127.0.0.1 for a built site, with the config of scripts/nginx-conf.ts and
 * its pid file and temp folders in a temp prefix folder. The nginx test and `npm run bench:nginx` use it.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { nginxConfigFor } from "./nginx-conf.ts";

/** Debian installs the module with `apt-get install libnginx-mod-http-brotli-static`; nginx has none by default. */
export const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The nginx binary, or undefined when nginx is not installed (/usr/sbin is not on every user's PATH). */
export function nginxBinary(): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"].filter((d) => path.isAbsolute(d));
  return dirs.map((d) => path.join(d, "nginx")).find((file) => existsSync(file));
}

/** A running nginx; `stop()` ends it and removes its prefix folder. */
export interface NginxServer {
  base: string; // http://127.0.0.1:<port>
  port: number;
  config: string;
  brotli: boolean;
  stop(): Promise<void>;
}

/** Starts nginx for the build in `dist` and resolves once it answers; rejects with nginx's own messages. */
export async function startNginx(dist: string, options: { brotli?: boolean; workers?: number } = {}): Promise<NginxServer> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed: apt-get install -y nginx");
  const brotli = options.brotli ?? existsSync(brotliStaticModule);
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "nginx-"));
  const config = nginxConfigFor(dist, {
    port,
    // Run as root, the workers would otherwise be `nobody`, who cannot read root's files.
    user: process.getuid?.() === 0 ? "root" : undefined,
    workers: options.workers ?? 1,
    brotliModule: brotli ? brotliStaticModule : undefined,
  });
  const configFile = path.join(prefix, "nginx.conf");
  writeFileSync(configFile, config);
  const child = spawn(binary, ["-p", `${prefix}/`, "-c", configFile, "-e", "stderr", "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForServer(base, () => (child.exitCode !== null ? `nginx exited with code ${child.exitCode}:\n${stderr}` : undefined));
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, config, brotli, stop };
}

async function waitForServer(base: string, failure: () => string | undefined): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const failed = failure();
    if (failed) throw new Error(failed);
    try {
      await fetch(`${base}/`, { redirect: "manual" }).then((res) => res.arrayBuffer());
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${base} within 10 s.`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

// A port the system just handed out; nginx binds it a moment later.
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
