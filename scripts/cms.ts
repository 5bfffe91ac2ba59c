/**
 * `npm run cms [-- --port 5173]`: the web editor on this machine. Starts the dev server (which serves the editor at
 * /admin/) and Decap's local backend, decap-server, which reads and writes the files of this working tree; what an
 * editor saves lands in content/ at once, and the dev server shows it on the next request. Ctrl+C stops both.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { startDevServer } from "../generator/dev/server.ts";
import { localBackendPort } from "../generator/hosting/headers.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { port: { type: "string", default: "5173" } } });

// Decap looks for its local backend on this port of localhost (admin/config.yml: local_backend).
const backend = spawn(path.join(root, "node_modules/.bin/decap-server"), [], {
  cwd: root,
  env: { ...process.env, GIT_REPO_DIRECTORY: root, PORT: String(localBackendPort), BIND_HOST: "127.0.0.1", MODE: "fs", LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
backend.on("exit", (code) => {
  if (code !== null && code !== 0) {
    process.stderr.write(`decap-server stopped. Is port ${localBackendPort} in use by another \`npm run cms\`? Stop it and start again.\n`);
    process.exit(1);
  }
});

const server = await startDevServer({ root, contentDir: path.join(root, "content"), port: Number(values.port) });
process.stdout.write(
  `The web editor is at ${server.url}admin/ (no sign-in on this machine). What you save there is written to content/;\n` +
    `the site itself is at ${server.url}. Review the changes with git and commit them. Press Ctrl+C to stop.\n`,
);
const stop = async () => {
  backend.kill();
  await server.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
