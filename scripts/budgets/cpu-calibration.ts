/**
 * Lighthouse's mobile score simulates a phone by multiplying the CPU time it measured on this
 * machine by `cpuSlowdownMultiplier` (4 by default). That default assumes a host of BenchmarkIndex
 * ≈ 1533; on a slower or busier host the same 4× emulates a slower phone, so the score falls with
 * the machine, not the page. Lighthouse's documentation (docs/throttling.md, "Calibrating
 * multipliers") gives the multiplier that emulates its reference phone on a host of a given index;
 * these are the Lighthouse team's calculator's piecewise-linear anchors
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/).
 */
const ANCHORS: readonly (readonly [benchmarkIndex: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/** The CPU slowdown that emulates Lighthouse's reference phone on a host of this BenchmarkIndex. */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  // Between two anchors: linear; above the last, its slope (233 points per 1×) goes on.
  let i = ANCHORS.findIndex(([index]) => benchmarkIndex < index);
  if (i === -1) i = ANCHORS.length - 1;
  if (i === 0) i = 1;
  const [lowIndex, lowMultiplier] = ANCHORS[i - 1]!;
  const [highIndex, highMultiplier] = ANCHORS[i]!;
  const multiplier =
    lowMultiplier + ((benchmarkIndex - lowIndex) * (highMultiplier - lowMultiplier)) / (highIndex - lowIndex);
  return Math.max(1, Math.round(multiplier * 100) / 100);
}
