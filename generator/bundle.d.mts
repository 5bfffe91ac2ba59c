/** The bundled file of `entry` (relative to `root`), built first if it is missing or a source changed (bundle.mjs). */
export function bundled(root: string, entry: string): Promise<string>;
