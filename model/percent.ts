/** How the site writes a rate: shared by the placeholders that content text uses and the fee table's heading. */

/** 0.15 → "15%". */
export const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
/** 0.10, 0.15 → "10–15%". */
export const percentRange = (low: number, high: number) => `${percent(low).replace("%", "")}–${percent(high)}`;
