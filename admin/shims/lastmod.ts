/** generator/seo/lastmod.ts for the preview in the browser: the git dates the build recorded in the snapshot. */
import { mounted } from "../snapshot.ts";

export function lastCommitDates(_contentDir: string): Map<string, string> {
  return new Map(Object.entries(mounted().dates));
}

export function lastCommitYear(_contentDir: string): number | undefined {
  return mounted().year;
}
