/**
 * `npm run dev [-- --port 5173 --host 127.0.0.1 --content <dir>]`: the dev server (server.ts) from the command line.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { startDevServer } from "./server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    port: { type: "string", default: "5173" },
    host: { type: "string", default: "127.0.0.1" },
    content: { type: "string", default: path.join(root, "content") },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be a number from 0 to 65535, not "${values.port}".\n`);
  process.exit(1);
}
try {
  const server = await startDevServer({ root, contentDir: values.content, port, host: values.host });
  const absolute = path.resolve(values.content);
  const relative = path.relative(process.cwd(), absolute);
  const content = relative === "" ? "." : relative.startsWith("..") ? absolute : relative;
  process.stdout.write(
    `Dev server running at ${server.url}\n` +
      `Pages are rendered from ${content}/ on every request and reload when content, pages, templates or generator code change. ` +
      "Press Ctrl+C to stop.\n",
  );
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
    process.stderr.write(`Port ${port} is already in use. Stop the other server or start with --port <another port>.\n`);
    process.exit(1);
  }
  throw error;
}
