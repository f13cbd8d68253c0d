import { describe, expect, it } from 'vitest';
import { splitByDuration } from './e2e-lanes';

describe('splitByDuration', () => {
  const durations: Record<string, number> = {
    'g/a.spec.ts': 100,
    'g/b.spec.ts': 60,
    'g/c.spec.ts': 50,
    'g/d.spec.ts': 40,
    'g/e.spec.ts': 10,
  };
  const files = Object.keys(durations).map((key) => key.slice(2));

  it('balances the lanes by running time, not by count', () => {
    // By turns a, c, e (160 s) would run beside b, d (100 s); no split does better than 140 against 120.
    const lanes = splitByDuration('g', files, 2, durations);
    const total = (lane: string[]) => lane.reduce((sum, file) => sum + durations[`g/${file}`]!, 0);
    expect(lanes.map(total).sort()).toEqual([120, 140]);
  });

  it('puts every file in exactly one lane, each lane sorted, the same every time', () => {
    const lanes = splitByDuration('g', [...files].reverse(), 3, durations);
    expect(lanes.flat().sort()).toEqual([...files].sort());
    for (const lane of lanes) expect(lane).toEqual([...lane].sort());
    expect(splitByDuration('g', files, 3, durations)).toEqual(lanes);
  });

  it('counts a file not measured yet as the median of the group', () => {
    const lanes = splitByDuration('g', [...files, 'new.spec.ts'], 2, durations);
    expect(lanes.flat()).toContain('new.spec.ts');
    const weight = (file: string) => durations[`g/${file}`] ?? 50;
    const totals = lanes.map((lane) => lane.reduce((sum, file) => sum + weight(file), 0));
    expect(Math.abs(totals[0]! - totals[1]!)).toBeLessThanOrEqual(20);
  });
});
