import { describe, expect, it } from 'vitest';
import { formatChinaTime, nextChinaMidnight, nextWholeHour, parseChinaTime } from './time';

describe('China time', () => {
  it('formats and parses in UTC+8', () => {
    const d = parseChinaTime('2026-09-01 00:00:00')!;
    expect(d.toISOString()).toBe('2026-08-31T16:00:00.000Z');
    expect(formatChinaTime(d)).toBe('2026-09-01 00:00:00');
    expect(parseChinaTime('2026-09-01')!.getTime()).toBe(d.getTime());
  });
  it('rejects impossible dates and junk', () => {
    expect(parseChinaTime('2026-02-30')).toBeNull();
    expect(parseChinaTime('tomorrow')).toBeNull();
  });
  it('finds the next hour and the next China midnight', () => {
    expect(nextWholeHour(new Date('2026-01-01T10:20:00Z')).toISOString()).toBe('2026-01-01T11:00:00.000Z');
    expect(formatChinaTime(nextChinaMidnight(new Date('2026-01-01T17:00:00Z')))).toBe('2026-01-03 00:00:00');
  });
});
