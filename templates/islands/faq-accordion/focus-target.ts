/** The accordion's keyboard rule (WAI-ARIA APG accordion pattern), as a pure function. */

/** Which question gets focus for `key`, or null when the key is not ours. */
export function focusTarget(key: string, current: number, count: number): number | null {
  if (key === "ArrowDown") return (current + 1) % count;
  if (key === "ArrowUp") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
