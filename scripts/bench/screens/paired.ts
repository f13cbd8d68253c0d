/** The statistics of the benches' paired loads (run.ts, ab-start.ts). */

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** Student's t at 97.5 % for `df` degrees of freedom: a 95 % interval from a few pairs is wider than ±1.96 s.e. */
const T_975 = [NaN, 12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23];
const t975 = (df: number): number => T_975[df] ?? 1.96 + 2.37 / df + 2.8 / df ** 2;

/** Each pair's difference `b − a`: their mean, its standard error and 95 % interval, and their median. */
export function pairedDifference(
  a: number[],
  b: number[],
): { mean: number; se: number; low: number; high: number; median: number } {
  const diffs = b.map((value, i) => value - (a[i] ?? NaN));
  const mean = diffs.reduce((x, y) => x + y, 0) / diffs.length;
  const se = Math.sqrt(diffs.reduce((x, d) => x + (d - mean) ** 2, 0) / (diffs.length - 1) / diffs.length);
  const half = t975(diffs.length - 1) * se;
  return { mean, se, low: mean - half, high: mean + half, median: median(diffs) };
}
