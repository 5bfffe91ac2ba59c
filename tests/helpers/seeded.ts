/**
 * A deterministic stream of whole numbers, the same on every run and machine: `next(n)` is one of 0 … n-1. For tests
 * that need varied but repeatable input (made-up names, requests of changing lengths).
 */
export function seeded(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n);
  };
}
