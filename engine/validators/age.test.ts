import { describe, expect, it } from 'vitest';
import { ageOn } from './age';

describe('ageOn', () => {
  it('counts full years, going up on the birthday itself', () => {
    expect(ageOn('2010-09-01', '2026-08-31')).toBe(15);
    expect(ageOn('2010-09-01', '2026-09-01')).toBe(16);
    expect(ageOn('2010-09-01', '2026-12-31')).toBe(16);
    expect(ageOn('2026-03-05', '2026-03-05')).toBe(0);
  });

  it('lets a 02-29 birthday turn over on 03-01 in a non-leap year and on 02-29 in a leap year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('reads a Date in China time', () => {
    // 2026-08-31T16:30Z is 2026-09-01 00:30 in Beijing: the birthday has come
    expect(ageOn('2010-09-01', new Date('2026-08-31T16:30:00Z'))).toBe(16);
  });

  it('measures against today when no date is given', () => {
    expect(ageOn('1900-01-01')).toBeGreaterThanOrEqual(126);
  });

  it('throws a clear error for impossible dates and a birthday after the date', () => {
    expect(() => ageOn('2010-02-30', '2026-01-01')).toThrow(/invalid birthday/);
    expect(() => ageOn('2010-01-01', '2026-13-01')).toThrow(/invalid date/);
    expect(() => ageOn('2027-01-01', '2026-01-01')).toThrow(/after/);
  });
});
