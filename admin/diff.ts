/** Line diffs for the editor: what changed in an English page, and where an edit lands in a file's own text. */

/** One line of a diff: kept (" ", at `a` in the old text and `b` in the new), only in the old ("-", at `a`) or only in the new ("+", at `b`). */
export interface DiffLine {
  op: " " | "-" | "+";
  text: string;
  a?: number;
  b?: number;
}

/** Every line of `x` and `y` in order, kept, removed or added: a longest-common-subsequence diff. */
export function diffLines(x: string[], y: string[]): DiffLine[] {
  // lcs[i][j]: the length of the longest common subsequence of x[i..] and y[j..]
  const lcs = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--) lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) out.push({ op: " ", text: x[i]!, a: i++, b: j++ });
    else if (j < y.length && (i === x.length || lcs[i]![j + 1]! > lcs[i + 1]![j]!)) out.push({ op: "+", text: y[j]!, b: j++ });
    else out.push({ op: "-", text: x[i]!, a: i++ });
  }
  return out;
}

/** The lines that differ between `a` and `b`, each with `around` unchanged lines on either side. */
export function changedLines(a: string, b: string, around = 1): DiffLine[] {
  const all = diffLines(a.split("\n"), b.split("\n"));
  return all.filter((_, k) => all.slice(Math.max(0, k - around), k + around + 1).some((l) => l.op !== " "));
}

/**
 * `original` with the changes that turn `written` into `changed` applied to it, where `written` is `original` as a
 * writer formats it. Lines the writer formats differently stay as they were in `original`; undefined when a change
 * falls on such a line (the caller then takes `changed` as it is).
 */
export function carryOver(original: string, written: string, changed: string): string | undefined {
  const o = original.split("\n");
  const w = written.split("\n");
  // Each line of `written` → its line in `original`, when the writer left it as it was.
  const inOriginal = new Map<number, number>();
  for (const l of diffLines(w, o)) if (l.op === " ") inOriginal.set(l.a!, l.b!);
  const out: string[] = [];
  let next = 0; // the first line of `original` not yet copied or dropped
  const copyUpTo = (end: number) => {
    out.push(...o.slice(next, end));
    next = Math.max(next, end);
  };
  // Where `original` is at the next line of `written` it kept as it was, from line `from` on.
  const nextKept = (from: number) => {
    for (let k = from; k < w.length; k++) if (inOriginal.has(k)) return inOriginal.get(k)!;
    return o.length;
  };
  let after = -1; // the last line of `written` passed
  for (const l of diffLines(w, changed.split("\n"))) {
    if (l.op === "+") {
      // After lines the writer formats its own way, their original lines come first (a comment after a key).
      if (after >= 0 && !inOriginal.has(after)) copyUpTo(nextKept(after + 1));
      out.push(l.text);
      continue;
    }
    after = l.a!;
    const at = inOriginal.get(l.a!);
    if (at === undefined) {
      if (l.op === "-") return undefined; // the writer's own formatting of a line the edit removes
      continue; // an unchanged line the writer formats its own way: original's version is copied below
    }
    copyUpTo(l.op === " " ? at + 1 : at);
    if (l.op === "-") next = at + 1;
  }
  copyUpTo(o.length);
  return out.join("\n");
}
