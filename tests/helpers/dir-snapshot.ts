/** Byte-exact snapshots of output folders, to prove a build changed nothing or two builds are identical. */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { listFiles } from "../../generator/write.ts";

/** Every file under `dir` with the sha256 of its bytes. */
export function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir).map((f) => [
      f,
      createHash("sha256")
        .update(readFileSync(path.join(dir, f)))
        .digest("hex"),
    ]),
  );
}
