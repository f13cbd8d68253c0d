import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier } from './cpu-calibration';

describe('calibratedCpuMultiplier (the Lighthouse calculator)', () => {
  it('gives Lighthouse default 4× to the host it was made for, and less to a slower one', () => {
    expect(calibratedCpuMultiplier(1533)).toBe(4);
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(1050)).toBe(2.5);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(150)).toBe(1);
  });

  it('goes on past the anchors: more on a faster host, never below 1× on a crawling one', () => {
    expect(calibratedCpuMultiplier(2000)).toBe(6);
    expect(calibratedCpuMultiplier(40)).toBe(1);
  });

  it('keeps the default when the index is missing', () => {
    expect(calibratedCpuMultiplier(Number.NaN)).toBe(4);
  });
});
