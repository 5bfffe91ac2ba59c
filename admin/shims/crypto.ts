/** node:crypto for the preview in the browser: the one hash the loader takes (a translation's sourceHash). */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export function createHash(algorithm: string) {
  if (algorithm !== "sha256") throw new Error(`The preview has no ${algorithm} hash.`);
  let text = "";
  const hash = {
    update(more: string) {
      text += more;
      return hash;
    },
    digest: (_encoding: "hex") => bytesToHex(sha256(utf8ToBytes(text))),
  };
  return hash;
}
